import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdleMount } from '../guides/use-idle-mount.ts';
import { useInboxSuggestions } from './inbox-queries.ts';

/** A small filled circle in the theme's colour (Mantine's Badge is not in the first download). */
const COUNT_STYLE = {
  marginInlineStart: 6,
  minWidth: '1.25rem',
  padding: '0 0.35rem',
  borderRadius: '1rem',
  background: 'var(--mantine-primary-color-filled)',
  color: 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: '1.25rem',
  textAlign: 'center',
  display: 'inline-block',
} as const;

/**
 * The number of suggestions from the inbox waiting on the board, beside the board's link in the
 * navigation (read once the page is idle; nothing while there are none).
 */
export function InboxCount() {
  const { t } = useTranslation();
  const idle = useIdleMount();
  const count = useInboxSuggestions(idle).data?.suggestions.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true" data-testid="inbox-count" style={COUNT_STYLE}>
        {count}
      </span>
      <VisuallyHidden>{t('nav.inboxCount', { count })}</VisuallyHidden>
    </>
  );
}

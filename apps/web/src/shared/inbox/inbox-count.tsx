import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdleMount } from '../guides/use-idle-mount.ts';
import classes from './inbox-count.module.css';
import { useInboxSuggestions } from './inbox-queries.ts';

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
      <span aria-hidden="true" className={classes.count}>
        {count}
      </span>
      <VisuallyHidden>{t('nav.inboxCount', { count })}</VisuallyHidden>
    </>
  );
}

import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './inbox-count.module.css';
import { useInboxSuggestions } from './inbox-queries.ts';

/**
 * The number of suggestions from the inbox waiting on the board, beside the board's link in the
 * navigation (nothing while there are none). Mounted once the page is idle (inbox-at-idle.tsx).
 */
export function InboxCount() {
  const { t } = useTranslation();
  const count = useInboxSuggestions().data?.suggestions.length ?? 0;
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

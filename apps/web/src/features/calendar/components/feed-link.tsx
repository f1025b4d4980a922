import type { CalendarFeed } from '@hirelane/contract/calendar';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyableLink } from '../../../shared/ui/copyable-link.tsx';

export type FeedLinkProps = { feed: CalendarFeed };

/** The private address to paste into a calendar, a copy button and the webcal:// link for calendar apps. */
export function FeedLink({ feed }: FeedLinkProps) {
  const { t } = useTranslation('calendar');
  return (
    <CopyableLink
      url={feed.url}
      label={t('feed.linkLabel')}
      description={t('feed.linkHint')}
      copy={{ action: t('feed.copy'), done: t('feed.copied'), failed: t('feed.copyFailed') }}
      copyVariant="filled"
    >
      <Button component="a" href={feed.webcalUrl} variant="default">
        {t('feed.openInApp')}
      </Button>
    </CopyableLink>
  );
}

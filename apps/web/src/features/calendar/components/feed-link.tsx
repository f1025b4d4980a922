import type { CalendarFeed } from '@hirelane/contract/calendar';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/ui/copy-text.ts';

export type FeedLinkProps = { feed: CalendarFeed };

/** The private address to paste into a calendar, a copy button and the webcal:// link for calendar apps. */
export function FeedLink({ feed }: FeedLinkProps) {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap="xs">
      <TextInput
        label={t('feed.linkLabel')}
        description={t('feed.linkHint')}
        value={feed.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap="sm">
        <Button
          onClick={() => void copyText(feed.url, { done: t('feed.copied'), failed: t('feed.copyFailed') })}
        >
          {t('feed.copy')}
        </Button>
        <Button component="a" href={feed.webcalUrl} variant="default">
          {t('feed.openInApp')}
        </Button>
      </Group>
    </Stack>
  );
}

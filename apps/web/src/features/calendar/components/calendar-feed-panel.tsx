import { Button, Divider, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed.ts';
import { FeedActions } from './feed-actions.tsx';
import { FeedLink } from './feed-link.tsx';
import { SubscribeSteps } from './subscribe-steps.tsx';

/** "Subscribe in your calendar": off with one button to start, or the link, the steps and its upkeep. */
export function CalendarFeedPanel() {
  const { t } = useTranslation('calendar');
  const query = useCalendarFeed();
  const create = useChangeCalendarFeed('create');

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <LoadError message={errorMessage(query.error, t('errors.load'))} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    body = (
      <Stack gap="sm" role="status" aria-label={t('feed.title')}>
        <Skeleton height={18} width="80%" />
        <Skeleton height={36} />
      </Stack>
    );
  } else if (!query.data.feed) {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>{t('feed.offDescription')}</Text>
        <Button
          loading={create.isPending}
          onClick={() => create.mutate(undefined, { onSuccess: () => toast.success(t('feed.created')) })}
        >
          {t('feed.create')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <FeedLink feed={query.data.feed} />
        <SubscribeSteps />
        <Divider />
        <FeedActions />
      </Stack>
    );
  }

  return <AccountSection title={t('feed.title')}>{body}</AccountSection>;
}

import { Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
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

  return (
    <AccountSection title={t('feed.title')}>
      <QueryContent
        query={query}
        errorText={t('errors.load')}
        loading={
          <LoadingBars label={t('feed.title')} bars={[{ height: 18, width: '80%' }, { height: 36 }]} />
        }
      >
        {({ feed }) =>
          feed ? (
            <Stack gap="lg">
              <FeedLink feed={feed} />
              <SubscribeSteps />
              <Divider />
              <FeedActions />
            </Stack>
          ) : (
            <Stack gap="md" align="flex-start">
              <Text>{t('feed.offDescription')}</Text>
              <Button
                loading={create.isPending}
                onClick={() =>
                  create.mutate(undefined, { onSuccess: () => toast.success(t('feed.created')) })
                }
              >
                {t('feed.create')}
              </Button>
            </Stack>
          )
        }
      </QueryContent>
    </AccountSection>
  );
}

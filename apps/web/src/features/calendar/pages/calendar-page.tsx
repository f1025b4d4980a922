import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { CalendarFeedPanel } from '../components/calendar-feed-panel.tsx';

/** `/account/calendar`: the private feed of every upcoming interview, for the user's own calendar. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap="lg">
      <PageHeading title={t('pageTitle')} subtitle={t('pageDescription')} />
      <CalendarFeedPanel />
    </Stack>
  );
}

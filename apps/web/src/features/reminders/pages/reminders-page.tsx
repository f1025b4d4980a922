import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useReminderSettings } from '../api/reminder-settings.ts';
import { ReminderSettingsForm } from '../components/reminder-settings-form.tsx';

/** `/account/reminders`: which follow-up reminders arrive by e-mail, and when. */
export function RemindersPage() {
  const { t } = useTranslation('reminders');
  const query = useReminderSettings();

  return (
    <Stack gap="lg">
      <PageHeading title={t('pageTitle')} subtitle={t('pageDescription')} />
      <AccountSection title={t('form.title')}>
        <QueryContent
          query={query}
          errorText={t('errors.load')}
          loading={
            <Stack gap="md" role="status" aria-label={t('form.title')}>
              <Skeleton height={24} width="70%" />
              <Skeleton height={36} width={200} />
              <Skeleton height={24} width="60%" />
              <Skeleton height={36} width={420} />
            </Stack>
          }
        >
          {(settings) => <ReminderSettingsForm settings={settings} />}
        </QueryContent>
      </AccountSection>
    </Stack>
  );
}

import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useReminderSettings } from '../api/reminder-settings.ts';
import { ReminderSettingsForm } from '../components/reminder-settings-form.tsx';

/** `/account/reminders`: which follow-up reminders arrive by e-mail, and when. */
export function RemindersPage() {
  const { t } = useTranslation('reminders');
  const query = useReminderSettings();

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <LoadError message={errorMessage(query.error, t('errors.load'))} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    body = (
      <Stack gap="md" role="status" aria-label={t('form.title')}>
        <Skeleton height={24} width="70%" />
        <Skeleton height={36} width={200} />
        <Skeleton height={24} width="60%" />
        <Skeleton height={36} width={420} />
      </Stack>
    );
  } else {
    body = <ReminderSettingsForm settings={query.data} />;
  }

  return (
    <Stack gap="lg">
      <PageHeading title={t('pageTitle')} subtitle={t('pageDescription')} />
      <AccountSection title={t('form.title')}>{body}</AccountSection>
    </Stack>
  );
}

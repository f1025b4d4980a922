import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { HeadedPage } from '../../../shared/ui/headed-page.tsx';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useReminderSettings } from '../api/reminder-settings.ts';
import { ReminderSettingsForm } from '../components/reminder-settings-form.tsx';

/** `/account/reminders`: which follow-up reminders arrive by e-mail, and when. */
export function RemindersPage() {
  const { t } = useTranslation('reminders');
  const query = useReminderSettings();

  return (
    <HeadedPage namespace="reminders">
      <AccountSection title={t('form.title')}>
        <QueryContent
          query={query}
          errorText={t('errors.load')}
          loading={
            <LoadingBars
              label={t('form.title')}
              gap="md"
              bars={[
                { height: 24, width: '70%' },
                { height: 36, width: 200 },
                { height: 24, width: '60%' },
                { height: 36, width: 420 },
              ]}
            />
          }
        >
          {(settings) => <ReminderSettingsForm settings={settings} />}
        </QueryContent>
      </AccountSection>
    </HeadedPage>
  );
}

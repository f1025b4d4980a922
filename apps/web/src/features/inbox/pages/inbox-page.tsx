import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { HeadedPage } from '../../../shared/ui/headed-page.tsx';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useInboxConnection } from '../api/inbox-connection.ts';
import { ConnectForm } from '../components/connect-form.tsx';
import { ConnectionDetails } from '../components/connection-details.tsx';

/** `/account/inbox`: the mailbox whose mail updates the board — connect it, read it now, or disconnect. */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const query = useInboxConnection();

  return (
    <HeadedPage namespace="inbox">
      <QueryContent
        query={query}
        errorText={t('errors.load')}
        loading={
          <LoadingBars
            label={t('loading')}
            gap="md"
            bars={[{ height: 24, width: '60%' }, { height: 36 }, { height: 36 }]}
          />
        }
      >
        {({ connection }) =>
          connection ? (
            <AccountSection title={t('details.title')} description={t('details.description')}>
              <ConnectionDetails connection={connection} />
            </AccountSection>
          ) : (
            <AccountSection title={t('form.title')} description={t('form.description')}>
              <ConnectForm />
            </AccountSection>
          )
        }
      </QueryContent>
    </HeadedPage>
  );
}

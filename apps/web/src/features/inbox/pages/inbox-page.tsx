import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useInboxConnection } from '../api/inbox-connection.ts';
import { ConnectForm } from '../components/connect-form.tsx';
import { ConnectionDetails } from '../components/connection-details.tsx';

/** `/account/inbox`: the mailbox whose mail updates the board — connect it, read it now, or disconnect. */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const query = useInboxConnection();

  return (
    <Stack gap="lg">
      <PageHeading title={t('pageTitle')} subtitle={t('pageDescription')} />
      <QueryContent
        query={query}
        errorText={t('errors.load')}
        loading={
          <Stack gap="md" role="status" aria-label={t('loading')}>
            <Skeleton height={24} width="60%" />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
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
    </Stack>
  );
}

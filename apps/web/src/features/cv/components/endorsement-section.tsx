import type { EndorsementRequest } from '@hirelane/contract/endorsements';
import { Button, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/cv/forms/form-modal.tsx';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { useEndorsementRequests } from '../api/endorsement-requests.ts';
import { useEndorsements } from '../api/endorsements.ts';
import { useCvDialog } from '../hooks/use-cv-dialog.ts';
import { EndorsementRequestsList } from './endorsement-requests-list.tsx';
import { SectionCard, SectionContent } from './section-card.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const EndorsementRequestForm = lazyNamed(
  () => import('./endorsement-request-form.tsx'),
  'EndorsementRequestForm',
);

// What others wrote, with its switches (Mantine's Switch and Input), only once there is some.
const ReceivedEndorsements = lazyNamed(() => import('./received-endorsements.tsx'), 'ReceivedEndorsements');

/** Endorsements received (with their public-CV switch) and the requests sent, with a way to ask someone. */
export function EndorsementSection() {
  const { t } = useTranslation('cv');
  const dialog = useCvDialog();
  const received = useEndorsements();
  const requests = useEndorsementRequests();

  const editing = dialog.entryId
    ? requests.data?.find(
        (request) => request.userEndorsementRequestId === dialog.entryId && request.state === 'pending',
      )
    : undefined;
  const isDialogOpen = dialog.isOpen('endorsement') && (dialog.entryId === null || editing !== undefined);
  const requestButton = (
    <Button variant="light" onClick={() => dialog.open('endorsement')}>
      {t('endorsement.requests.new')}
    </Button>
  );
  const failed = (received.data ? null : received.error) ?? (requests.data ? null : requests.error);

  return (
    <SectionCard
      id="cv-endorsement"
      title={t('endorsement.title')}
      description={t('endorsement.description')}
      action={received.data?.length || requests.data?.length ? requestButton : undefined}
    >
      <SectionContent
        isPending={received.isPending || requests.isPending}
        error={failed}
        errorText={
          received.data ? t('endorsement.requests.errors.load') : t('endorsement.received.errors.load')
        }
        onRetry={() => {
          void received.refetch();
          void requests.refetch();
        }}
        isEmpty={received.data?.length === 0 && requests.data?.length === 0}
        emptyText={t('endorsement.empty')}
        emptyAction={requestButton}
      >
        <Stack gap="lg">
          {received.data && received.data.length > 0 && (
            <Stack gap="sm">
              <Title order={3} fz="h5">
                {t('endorsement.received.title')}
              </Title>
              <Suspense fallback={<LazyFallback />}>
                <ReceivedEndorsements endorsements={received.data} />
              </Suspense>
            </Stack>
          )}
          {requests.data && requests.data.length > 0 && (
            <Stack gap="sm">
              <Title order={3} fz="h5">
                {t('endorsement.requests.title')}
              </Title>
              <EndorsementRequestsList
                requests={requests.data}
                onEdit={(request: EndorsementRequest) =>
                  dialog.open('endorsement', request.userEndorsementRequestId)
                }
              />
            </Stack>
          )}
        </Stack>
      </SectionContent>
      <FormModal
        opened={isDialogOpen}
        title={editing ? t('endorsement.requests.editTitle') : t('endorsement.requests.newTitle')}
        onClose={dialog.close}
      >
        {isDialogOpen && (
          <Suspense fallback={<LazyFallback />}>
            <EndorsementRequestForm
              key={editing?.userEndorsementRequestId ?? 'new'}
              request={editing}
              onDone={dialog.close}
            />
          </Suspense>
        )}
      </FormModal>
    </SectionCard>
  );
}

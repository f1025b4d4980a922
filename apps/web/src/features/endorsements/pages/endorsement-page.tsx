import { Card, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import {
  useDeclineEndorsementRequest,
  usePublicEndorsementRequest,
  useSubmitEndorsement,
} from '../api/public-endorsement.ts';
import type { EndorsementFormValues } from '../components/endorsement-form.tsx';
import { EndorsementForm } from '../components/endorsement-form.tsx';
import { RequestSummary } from '../components/request-summary.tsx';
import type { ClosedReason } from '../model/closed-reason.ts';
import { closedReasonOf } from '../model/closed-reason.ts';

type Outcome =
  | { kind: 'sent'; requesterName: string }
  | { kind: 'declined' }
  | { kind: 'closed'; reason: ClosedReason };

/**
 * `/endorsement/:endorsementId`, public: the endorser reads who asks and why, then
 * writes the endorsement or declines. Works signed in or out; sends no token either way.
 */
export function EndorsementPage() {
  const { t } = useTranslation('endorsements');
  const { endorsementId = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isConfirmingDecline, setConfirmingDecline] = useState(false);
  // Once answered, the request is not asked for again: it was cleared and its link is used up.
  const request = usePublicEndorsementRequest(endorsementId, outcome === null);
  const submit = useSubmitEndorsement();
  const decline = useDeclineEndorsementRequest();

  /** A request closed meanwhile (another tab, the requester withdrew) gets its final word; else the toast says why. */
  const settleFailure = (error: unknown) => {
    const reason = closedReasonOf(error);
    if (reason) setOutcome({ kind: 'closed', reason });
  };

  const handleSubmit = async (values: EndorsementFormValues) => {
    const requesterName = request.data?.requesterName ?? '';
    try {
      await submit.mutateAsync(values);
      setOutcome({ kind: 'sent', requesterName });
    } catch (error) {
      settleFailure(error);
      throw error;
    }
  };

  const handleDecline = async () => {
    try {
      await decline.mutateAsync(endorsementId);
      setOutcome({ kind: 'declined' });
    } catch (error) {
      settleFailure(error);
    } finally {
      setConfirmingDecline(false);
    }
  };

  const closed = outcome?.kind === 'closed' ? outcome.reason : closedReasonOf(request.error);

  let content: ReactNode;
  if (outcome?.kind === 'sent') {
    content = (
      <PageHeading
        title={t('sent.title')}
        subtitle={t('sent.body', { name: outcome.requesterName })}
        focusOnMount
      />
    );
  } else if (outcome?.kind === 'declined') {
    content = <PageHeading title={t('declined.title')} subtitle={t('declined.body')} focusOnMount />;
  } else if (closed) {
    content = (
      <PageHeading
        title={t(`closed.${closed}.title` as const)}
        subtitle={t(`closed.${closed}.body` as const)}
        focusOnMount={outcome !== null}
      />
    );
  } else if (request.data) {
    content = (
      <>
        <PageHeading title={t('request.title', { name: request.data.requesterName })} />
        <RequestSummary request={request.data} />
        <EndorsementForm
          requestId={endorsementId}
          request={request.data}
          onSubmit={handleSubmit}
          onDecline={() => setConfirmingDecline(true)}
          isDeclining={decline.isPending}
        />
        <ConfirmDialog
          opened={isConfirmingDecline}
          title={t('decline.title')}
          message={t('decline.message', { name: request.data.requesterName })}
          confirmLabel={t('decline.confirm')}
          cancelLabel={t('decline.cancel')}
          loading={decline.isPending}
          onConfirm={() => void handleDecline()}
          onCancel={() => setConfirmingDecline(false)}
        />
      </>
    );
  } else if (request.error) {
    content = (
      <>
        <PageHeading title={t('page.title')} />
        <QueryLoadError query={request} errorText={t('errors.load')} />
      </>
    );
  } else {
    content = (
      <>
        <PageHeading title={t('page.title')} />
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
          <Skeleton height={90} />
        </Stack>
      </>
    );
  }

  return (
    <Card withBorder p={{ base: 'md', sm: 'xl' }} maw={680} w="100%" mx="auto">
      <Stack gap="lg">{content}</Stack>
    </Card>
  );
}

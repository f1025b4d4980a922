import type { FormAnswer, FormPageSteps } from '@hirelane/contract/public-page';
import { Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorOf, failureText, usePageAnswer, useStepAnswer } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
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

type Answer = FormAnswer<FormPageSteps['endorsement']>;

/** Where the server-rendered page starts: the request answered (sent, declined, closed meanwhile), or none yet. */
function outcomeOf(answer: Answer | null): Outcome | null {
  if (answer?.step === 'sent') return { kind: 'sent', requesterName: answer.values.requesterName ?? '' };
  if (answer?.step === 'declined') return { kind: 'declined' };
  const reason = answer?.error ? closedReasonOf(apiErrorOf(answer.error)) : null;
  return reason ? { kind: 'closed', reason } : null;
}

/**
 * `/endorsement/:endorsementId`, public: the endorser reads who asks and why, then
 * writes the endorsement or declines. Works signed in or out; sends no token either way.
 * Server-rendered, its forms are plain forms too, and it opens at the step the server answered
 * with; there "decline" asks on a step of its own (`confirmDecline`) rather than in a dialog.
 */
export function EndorsementPage() {
  const { t, i18n } = useTranslation('endorsements');
  const { endorsementId = '' } = useParams();
  const plain = usePlainForm();
  const pageAnswer = usePageAnswer('endorsement');
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(pageAnswer));
  const firstOutcome = useRef(outcome).current;
  const [isConfirmingDecline, setConfirmingDecline] = useState(false);
  const [isDeclineStep, setDeclineStep] = useState(pageAnswer?.step === 'confirmDecline');
  const answer = useStepAnswer('endorsement', isDeclineStep ? 'confirmDecline' : 'form');
  // Back from the "decline?" step the server answered, the form is as it was typed (the server kept it).
  const formAnswer: Answer | null =
    answer ?? (pageAnswer?.step === 'confirmDecline' ? { step: 'form', values: pageAnswer.values } : null);
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

  // The plain step's failure to decline, in the words of the app's toast for it.
  const declineError = isDeclineStep && answer?.error ? apiErrorOf(answer.error) : undefined;
  const declineFailure = declineError && failureText(declineError, t('errors.decline'), i18n);

  const closed = outcome?.kind === 'closed' ? outcome.reason : closedReasonOf(request.error);

  let content: ReactNode;
  if (outcome?.kind === 'sent') {
    content = (
      <PageHeading
        title={t('sent.title')}
        subtitle={t('sent.body', { name: outcome.requesterName || request.data?.requesterName })}
        focusOnMount={outcome !== firstOutcome}
      />
    );
  } else if (outcome?.kind === 'declined') {
    content = (
      <PageHeading
        title={t('declined.title')}
        subtitle={t('declined.body')}
        focusOnMount={outcome !== firstOutcome}
      />
    );
  } else if (closed) {
    content = (
      <PageHeading
        title={t(`closed.${closed}.title` as const)}
        subtitle={t(`closed.${closed}.body` as const)}
        focusOnMount={outcome !== firstOutcome}
      />
    );
  } else if (request.data && isDeclineStep) {
    // The plain form's "decline?" step: decline for good, or back to the form.
    content = (
      <>
        <PageHeading
          title={t('decline.title')}
          subtitle={t('decline.message', { name: request.data.requesterName })}
        />
        <form
          {...plain.form}
          onSubmit={(event) => {
            event.preventDefault();
            void handleDecline();
          }}
        >
          <input type="hidden" name="requestId" value={endorsementId} />
          {declineFailure && <FormErrorAlert message={declineFailure} />}
          <Group justify="flex-end" gap="sm" mt="md">
            <Button
              component="a"
              href={plain.action}
              variant="default"
              onClick={(event) => {
                event.preventDefault();
                setDeclineStep(false);
              }}
            >
              {t('decline.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending} {...plain.intent('confirmDecline')}>
              {t('decline.confirm')}
            </Button>
          </Group>
        </form>
      </>
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
          answer={formAnswer}
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

import type { FormAnswer, FormPageSteps } from '@hirelane/contract/public-page';
import { Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorOf, usePageAnswer } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { usePublicEndorsementRequest } from '../api/public-endorsement.ts';
import { EndorsementForm } from '../components/endorsement-form.tsx';
import { RequestSummary } from '../components/request-summary.tsx';
import type { ClosedReason } from '../model/closed-reason.ts';
import { closedReasonOf } from '../model/closed-reason.ts';

type Outcome =
  | { kind: 'sent'; requesterName: string }
  | { kind: 'declined' }
  | { kind: 'closed'; reason: ClosedReason };

type Answer = FormAnswer<FormPageSteps['endorsement']>;

/** Where the page stands: the request answered (sent, declined, closed meanwhile), or none yet. */
function outcomeOf(answer: Answer | null): Outcome | null {
  if (answer?.step === 'sent') return { kind: 'sent', requesterName: answer.values.requesterName ?? '' };
  if (answer?.step === 'declined') return { kind: 'declined' };
  const reason = answer?.error ? closedReasonOf(apiErrorOf(answer.error)) : null;
  return reason ? { kind: 'closed', reason } : null;
}

/**
 * `/endorsement/:endorsementId`, public: the endorser reads who asks and why, then writes the
 * endorsement or declines, at the step the server answered with; "decline" asks on a step of its
 * own (`confirmDecline`) before it is sent.
 */
export function EndorsementPage() {
  const { t, i18n } = useTranslation('endorsements');
  const { endorsementId = '' } = useParams();
  const plain = usePlainForm();
  const answer = usePageAnswer('endorsement');
  const outcome = outcomeOf(answer);
  const isDeclineStep = answer?.step === 'confirmDecline';
  // Once answered, the request is not asked for again: it was cleared and its link is used up.
  const request = usePublicEndorsementRequest(endorsementId, outcome === null);

  // The "decline?" step's failure, in the words the app has for it.
  const declineFailure =
    isDeclineStep && answer?.error
      ? errorMessage(apiErrorOf(answer.error), t('errors.decline'), i18n)
      : undefined;

  const closed = outcome?.kind === 'closed' ? outcome.reason : closedReasonOf(request.error);

  let content: ReactNode;
  if (outcome?.kind === 'sent') {
    content = (
      <PageHeading
        title={t('sent.title')}
        subtitle={t('sent.body', { name: outcome.requesterName || request.data?.requesterName })}
      />
    );
  } else if (outcome?.kind === 'declined') {
    content = <PageHeading title={t('declined.title')} subtitle={t('declined.body')} />;
  } else if (closed) {
    content = (
      <PageHeading
        title={t(`closed.${closed}.title` as const)}
        subtitle={t(`closed.${closed}.body` as const)}
      />
    );
  } else if (request.data && isDeclineStep) {
    // Decline for good, or back to the form.
    content = (
      <>
        <PageHeading
          title={t('decline.title')}
          subtitle={t('decline.message', { name: request.data.requesterName })}
        />
        <form {...plain.form}>
          <input type="hidden" name="requestId" value={endorsementId} />
          {declineFailure && <FormErrorAlert message={declineFailure} />}
          <Group justify="flex-end" gap="sm" mt="md">
            <Button component="a" href={plain.action} variant="default">
              {t('decline.cancel')}
            </Button>
            <Button type="submit" color="red" {...plain.intent('confirmDecline')}>
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
          answer={answer?.step === 'form' ? answer : null}
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

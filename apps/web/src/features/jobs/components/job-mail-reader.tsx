import type { InboxReadResponse } from '@hirelane/contract/inbox';
import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANE_OF_MAIL } from '../../../shared/inbox/mail-lanes.ts';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { useSetNextInterview } from '../api/next-interview.ts';
import { useBoardActions } from './board-actions.tsx';

// The reader loads when the user opens it: most visits to a job never read a mail.
const MessageReader = lazyNamed(() => import('../../../shared/inbox/message-reader.tsx'), 'MessageReader');

/**
 * "Read an e-mail about this job": a `.eml` file or a pasted message, whose facts move the job to
 * the mail's lane and set its interview through the job's own calls.
 */
export function JobMailReader({ job }: { job: JobSummary | Job }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const actions = useBoardActions();
  const setNextInterview = useSetNextInterview();

  const apply = async (facts: InboxReadResponse) => {
    const lane = LANE_OF_MAIL[facts.kind];
    if (lane && lane !== job.status) actions.moveToLane(job, lane);
    if (facts.interviewAt && facts.interviewAt !== job.nextInterviewDate)
      await setNextInterview.mutateAsync({ jobId: job.jobId, nextInterviewDate: facts.interviewAt });
  };

  if (!open)
    return (
      <Button variant="default" onClick={() => setOpen(true)} aria-expanded={false}>
        {t('mailReader.open')}
      </Button>
    );
  return (
    <section aria-label={t('mailReader.title')}>
      <Suspense fallback={null}>
        <MessageReader onApply={apply} />
      </Suspense>
    </section>
  );
}

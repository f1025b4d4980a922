import type { JobSummary } from '@hirelane/contract/jobs';
import { useNow } from '../hooks/use-now.ts';
import { daysSinceApplied, relativeDays } from '../model/card-facts.ts';
import { useBoardText } from './board-text.tsx';
import classes from './job-board.module.css';

export type AppliedSinceProps = { job: Pick<JobSummary, 'appliedDate' | 'laneEnteredAt'> };

/** "Applied 12 days ago" on a card in the applied lane (the day itself is in the job's timeline). */
export function AppliedSince({ job }: AppliedSinceProps) {
  const text = useBoardText();
  const days = daysSinceApplied(job, new Date(useNow()));
  return <span className={classes.meta}>{text.applied(relativeDays(-days, text.language))}</span>;
}

import { formatDate } from '@hirelane/contract/dates';
import { useNow } from '../hooks/use-now.ts';
import { daysUntil, deadlineUrgency, relativeDays } from '../model/card-facts.ts';
import { useBoardText } from './board-text.tsx';
import { ClockIcon } from './icons.tsx';
import classes from './job-board.module.css';

const URGENCY_CLASS = { past: classes.deadlinePast, soon: classes.deadlineSoon, later: '' } as const;

/** "Deadline in 3 days" — today to three days ahead in warning colours, passed ones grey; the date on hover. */
export function DeadlineBadge({ deadline }: { deadline: string }) {
  const text = useBoardText();
  const days = daysUntil(deadline, new Date(useNow()));
  return (
    <span
      className={`${classes.deadline} ${URGENCY_CLASS[deadlineUrgency(days)]}`}
      title={text.deadlineOn(formatDate(deadline, text.language, 'long'))}
    >
      <ClockIcon />
      {text.deadline(relativeDays(days, text.language))}
    </span>
  );
}

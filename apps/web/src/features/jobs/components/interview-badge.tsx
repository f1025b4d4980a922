import { formatDateTime, formatRelative } from '@hirelane/contract/dates';
import { useNow } from '../hooks/use-now.ts';
import { useBoardText } from './board-text.tsx';
import { CalendarIcon } from './icons.tsx';
import classes from './job-board.module.css';

export type InterviewBadgeProps = { date: string };

/** "Interview in 2 days" — upcoming in colour, past ones grey; the exact time on hover. */
export function InterviewBadge({ date }: InterviewBadgeProps) {
  const text = useBoardText();
  const now = useNow();
  const isPast = new Date(date).getTime() < now;
  return (
    <span
      className={isPast ? `${classes.interview} ${classes.interviewPast}` : classes.interview}
      title={text.interviewAt(formatDateTime(date, text.language))}
    >
      <CalendarIcon />
      {text.interview(formatRelative(date, new Date(now), text.language))}
    </span>
  );
}

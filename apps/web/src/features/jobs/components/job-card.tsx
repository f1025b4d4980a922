import type { DraggableAttributes } from '@dnd-kit/core';
import type { JobSummary } from '@hirelane/contract/jobs';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties, FocusEvent } from 'react';
import { memo, useCallback, useEffect, useState } from 'react';
import { WaitingMark } from '../../../shared/offline/waiting-mark.tsx';
import { salaryAmount } from '../model/salary-amount.ts';
import { AppliedSince } from './applied-since.tsx';
import { useBoardActions } from './board-actions.tsx';
import { useBoardDndKitContext } from './board-dnd-kit.ts';
import { hasPendingPress } from './board-press.ts';
import { useBoardText } from './board-text.tsx';
import { openedByThisPress } from './card-press-open.ts';
import { CompanyInitial } from './company-initial.tsx';
import { DeadlineBadge } from './deadline-badge.tsx';
import { GripIcon, MapPinIcon, PaperclipIcon, PinIcon } from './icons.tsx';
import { InterviewBadge } from './interview-badge.tsx';
import classes from './job-board.module.css';
import { JobCardMenu } from './job-card-menu.tsx';
import { CAN_WATCH_NEARNESS, useActiveCardId, useLaneViewport } from './lane-viewport.tsx';
import { MatchScoreBadge } from './match-score-badge.tsx';

export type JobCardContentProps = {
  job: JobSummary;
  /** `overlay`: the picture under the pointer while dragging, not interactive. */
  mode: 'sortable' | 'static' | 'overlay';
  /** The drag handle's ref and attributes (sortable only). Both are stable between renders. */
  handleRef?: (element: HTMLElement | null) => void;
  handleAttributes?: DraggableAttributes;
};

/**
 * What a card shows: position (opens the details), company, location, how long ago it was applied
 * for (applied lane), interview badge, pin and attachment. Kept light and memoised: a board of 500
 * cards re-renders only the cards that change.
 */
export const JobCardContent = memo(function JobCardContent({
  job,
  mode,
  handleRef,
  handleAttributes,
}: JobCardContentProps) {
  const text = useBoardText();
  const { openDetails } = useBoardActions();
  const salary = salaryAmount(job, text.language);
  return (
    <>
      <button
        type="button"
        className={classes.handle}
        ref={handleRef}
        {...handleAttributes}
        aria-label={text.dragHandle(job.position)}
        tabIndex={mode === 'overlay' ? -1 : 0}
        data-focus-key="handle"
      >
        <GripIcon />
      </button>
      <button
        type="button"
        className={classes.title}
        aria-label={text.open(job.position, job.company)}
        tabIndex={mode === 'overlay' ? -1 : 0}
        onClick={() => {
          if (!openedByThisPress(job.jobId)) openDetails(job.jobId);
        }}
        data-focus-key="title"
      >
        {job.position}
      </button>
      <div className={classes.cardActions}>
        {job.isPinned && (
          <span className={classes.pinMark} title={text.pinned}>
            <PinIcon />
            <VisuallyHidden>{text.pinned}</VisuallyHidden>
          </span>
        )}
        {mode !== 'overlay' && <JobCardMenu job={job} />}
      </div>
      <div className={classes.body}>
        <span className={classes.company}>
          <CompanyInitial company={job.company} />
          {job.company}
        </span>
        {job.location && (
          <span className={classes.meta}>
            <MapPinIcon />
            {job.location}
          </span>
        )}
        {salary && (
          <span className={classes.meta}>
            <VisuallyHidden>{text.salary('')}</VisuallyHidden>
            {text.salaryFigures(salary)}
          </span>
        )}
        <div className={classes.badges}>
          {mode !== 'overlay' && <WaitingMark id={job.jobId} />}
          <MatchScoreBadge jobId={job.jobId} />
          {job.status === 'applied' && <AppliedSince job={job} />}
          {job.nextInterviewDate && <InterviewBadge date={job.nextInterviewDate} />}
          {job.deadline && <DeadlineBadge deadline={job.deadline} />}
          {job.attachment && (
            <span className={classes.meta} title={text.attachment(job.attachment.fileName)}>
              <PaperclipIcon />
              <VisuallyHidden>{text.attachment(job.attachment.fileName)}</VisuallyHidden>
            </span>
          )}
        </div>
      </div>
    </>
  );
});

export type JobCardProps = { job: JobSummary };

/**
 * A card on the board: dragged by mouse or touch anywhere on it, by keyboard from its handle.
 *
 * Only cards near their lane's visible part are dnd-kit sortables (see lane-viewport.tsx): every
 * sortable re-renders whenever a drag starts or the card under the pointer changes, which made
 * dragging on a board of 500 cards stutter. The others are the same markup without the hooks; one
 * that gets focus (Tab) or comes into view becomes sortable, keeping the focus where it was.
 */
export const JobCard = memo(function JobCard({ job }: JobCardProps) {
  const dnd = useBoardDndKitContext();
  const watch = useLaneViewport();
  const activeId = useActiveCardId();
  // Static until the lane's observer says the card is near (every card is sortable without one),
  // or at once when a press on it waits for dnd-kit.
  const [near, setNear] = useState(() => !CAN_WATCH_NEARNESS || hasPendingPress(job.jobId));
  const [element, setElement] = useState<HTMLLIElement | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (!watch || !element) return undefined;
    return watch(element, setNear);
  }, [watch, element]);

  const handleFocus = (event: FocusEvent<HTMLLIElement>) => {
    const key = event.target instanceof HTMLElement ? (event.target.dataset.focusKey ?? null) : null;
    setFocusKey(key);
    setNear(true);
  };
  const handleFocusRestored = useCallback(() => setFocusKey(null), []);

  if (dnd && (near || activeId === job.jobId)) {
    return (
      <dnd.SortableJobCard
        job={job}
        onElement={setElement}
        restoreFocus={focusKey}
        onFocusRestored={handleFocusRestored}
      />
    );
  }
  return (
    <li ref={setElement} className={classes.card} data-job-card={job.jobId} onFocus={handleFocus}>
      <JobCardContent job={job} mode="static" />
    </li>
  );
});

export type JobCardOverlayProps = { job: JobSummary; laneColor: string };

/** The card under the pointer while it is dragged. */
export function JobCardOverlay({ job, laneColor }: JobCardOverlayProps) {
  return (
    <div
      aria-hidden="true"
      className={`${classes.card} ${classes.cardOverlay}`}
      style={{ '--lane-color': laneColor } as CSSProperties}
    >
      <JobCardContent job={job} mode="overlay" />
    </div>
  );
}

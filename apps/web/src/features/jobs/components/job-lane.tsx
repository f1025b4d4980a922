import type { JobLane } from '@hirelane/contract/constants';
import type { JobList, JobSummary } from '@hirelane/contract/jobs';
import { Badge } from '@mantine/core';
import type { CSSProperties, Ref } from 'react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListKind } from '../model/board.ts';
import { countLane, listId } from '../model/board.ts';
import type { BoardDroppableData } from './board-collisions.ts';
import { useBoardDndKitContext } from './board-dnd-kit.ts';
import { PinIcon } from './icons.tsx';
import classes from './job-board.module.css';
import { JobCard } from './job-card.tsx';
import { lanePanelId } from './lane-switcher.tsx';
import { LaneViewportProvider, useNearnessWatcher } from './lane-viewport.tsx';

type JobListViewProps = {
  lane: JobLane;
  kind: ListKind;
  jobs: JobSummary[];
  /** How many cards to render (the first ones); the board raises it until every card is there. */
  limit: number;
  label: string;
  emptyText?: string | undefined;
};

/** One of a lane's two lists: a sortable list and a drop target (even when empty) once dnd-kit is there. */
const JobListView = memo(function JobListView({
  lane,
  kind,
  jobs,
  limit,
  label,
  emptyText,
}: JobListViewProps) {
  const dnd = useBoardDndKitContext();
  const id = listId(lane, kind);
  const data: BoardDroppableData = { type: 'list', kind, listId: id };
  // Always a prefix of the list, and the list itself once it all fits (keeps memoised cards still).
  const shown = useMemo(() => (jobs.length <= limit ? jobs : jobs.slice(0, limit)), [jobs, limit]);
  const items = useMemo(() => shown.map((job) => job.jobId), [shown]);
  const className = `${classes.list} ${kind === 'pinned' ? classes.pinnedList : classes.normalList}`;
  const list = (ref?: Ref<HTMLUListElement>) => (
    <ul ref={ref} className={className} aria-label={label}>
      {shown.map((job) => (
        <JobCard key={job.jobId} job={job} />
      ))}
      {jobs.length === 0 && emptyText && <li className={classes.laneEmpty}>{emptyText}</li>}
    </ul>
  );
  return dnd ? (
    <dnd.SortableList id={id} data={data} items={items}>
      {list}
    </dnd.SortableList>
  ) : (
    list()
  );
});

export type JobLaneProps = {
  lane: JobLane;
  list: JobList;
  color: string;
  /** Cards rendered per list so far (see JobBoard). */
  limit: number;
  /** The lane a phone shows (the others are hidden there); every lane shows on wider screens. */
  current: boolean;
  /** On a phone the page scrolls the lane; elsewhere the lane's body scrolls on its own. */
  isPhone: boolean;
};

/** A lane: its name and count, the pinned list above the normal list, the lane colour as a thin accent. */
export const JobLaneView = memo(function JobLaneView({
  lane,
  list,
  color,
  limit,
  current,
  isPhone,
}: JobLaneProps) {
  const { t } = useTranslation('jobs');
  const name = t(`lanes.${lane}`);
  const count = countLane(list);
  const headingId = `lane-${lane}-heading`;
  const dnd = useBoardDndKitContext();
  // The whole lane is a drop target too: a card let go anywhere in it lands in its kind of list.
  const laneData: BoardDroppableData = { type: 'lane', lane };
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const watch = useNearnessWatcher(body, !isPhone);
  const section = (ref?: Ref<HTMLElement>) => (
    <section
      ref={ref}
      className={classes.lane}
      style={{ '--lane-color': color } as CSSProperties}
      aria-labelledby={headingId}
      id={lanePanelId(lane)}
      data-lane={lane}
      data-current={current || undefined}
    >
      <header className={classes.laneHeader}>
        <h2 className={classes.laneTitle} id={headingId}>
          {name}
        </h2>
        <Badge variant="default" size="md" radius="sm" aria-label={t('lane.count', { count })}>
          {count}
        </Badge>
      </header>
      <div className={classes.laneBody} ref={setBody}>
        <LaneViewportProvider value={watch}>
          {/* Always there (even empty) so it is measured when a drag starts; it only shows when it has jobs or a pinned card is dragged. */}
          <div
            className={
              list.pinned.length > 0 ? classes.pinnedArea : `${classes.pinnedArea} ${classes.pinnedAreaEmpty}`
            }
          >
            {list.pinned.length > 0 && (
              <span className={classes.listLabel}>
                <PinIcon />
                {t('lane.pinned')}
              </span>
            )}
            <JobListView
              lane={lane}
              kind="pinned"
              jobs={list.pinned}
              limit={limit}
              label={t('lane.pinnedList', { lane: name })}
            />
          </div>
          <JobListView
            lane={lane}
            kind="normal"
            jobs={list.normal}
            limit={limit}
            label={t('lane.normalList', { lane: name })}
            emptyText={count === 0 ? t('lane.empty') : undefined}
          />
        </LaneViewportProvider>
      </div>
    </section>
  );
  return dnd ? (
    <dnd.Droppable id={`lane:${lane}`} data={laneData}>
      {section}
    </dnd.Droppable>
  ) : (
    section()
  );
});

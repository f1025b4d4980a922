import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { useMediaQuery } from '@mantine/hooks';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../shared/ui/when-idle.ts';
import type { MoveJobVariables } from '../api/move-job.ts';
import { useLaneColors } from '../hooks/use-lane-colors.ts';
import { useLaneSnap } from '../hooks/use-lane-snap.ts';
import { useScrollEdges } from '../hooks/use-scroll-edges.ts';
import { useBoardActions } from './board-actions.tsx';
import { BoardDndKitProvider, type BoardDrag, useBoardDndKit } from './board-dnd-loader.ts';
import { BoardTextProvider, useBoardTextValue } from './board-text.tsx';
import { openOnRelease } from './card-press-open.ts';
import classes from './job-board.module.css';
import { JobLaneView } from './job-lane.tsx';
import { LaneSwitcher } from './lane-switcher.tsx';
import { ActiveCardProvider } from './lane-viewport.tsx';

export type JobBoardProps = {
  /** What the board shows: the whole board, or only the search results. */
  board: JobBoardResponse;
  /** The whole board, to turn a drop among search results into the server's index. */
  fullBoard: JobBoardResponse;
  onMove: (move: MoveJobVariables, onSettled: () => void) => void;
  /** The one lane a phone shows, and how to show another. */
  lane: JobLane;
  onLaneChange: (lane: JobLane) => void;
};

/** Phones (Mantine's `sm` breakpoint and below) show one lane at a time; see job-board.module.css. */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * Cards rendered per list at first, and added per step after that. A lane shows fewer than the
 * first batch without scrolling, so the board is usable at once; the rest follow in small,
 * interruptible steps while the browser is idle (a board of 500 cards never blocks for long).
 */
const FIRST_CARDS_PER_LIST = 12;
const MORE_CARDS_PER_STEP = 16;

function longestList(board: JobBoardResponse): number {
  return Math.max(...JOB_LANES.flatMap((lane) => [board[lane].pinned.length, board[lane].normal.length]));
}

/**
 * Six lanes, one at a time on a phone, with drag and drop by mouse, touch and keyboard once its
 * code is there (board-dnd-loader.ts, board-dnd.tsx). During a drag the board shows a preview copy.
 */
export function JobBoard({ board, fullBoard, onMove, lane: phoneLane, onLaneChange }: JobBoardProps) {
  const { t } = useTranslation('jobs');
  const colors = useLaneColors();
  const text = useBoardTextValue();
  const dnd = useBoardDndKit();
  const { openDetails } = useBoardActions();
  const [drag, setDrag] = useState<BoardDrag | null>(null);
  // dnd-kit calls the announcements outside React's render: they read the latest drag from here.
  const dragRef = useRef<BoardDrag | null>(null);
  const update = (next: BoardDrag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const switcher = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const edges = useScrollEdges(scroller);
  useLaneSnap({
    scroller,
    lane: phoneLane,
    enabled: isPhone,
    dragging: drag !== null,
    onSwipe: (lane) => {
      onLaneChange(lane);
      // After a swipe far down a long lane, the new lane starts where its tabs are.
      const top = switcher.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) switcher.current?.scrollIntoView({ block: 'start' });
    },
  });

  const [limit, setLimit] = useState(FIRST_CARDS_PER_LIST);
  const longest = longestList(board);
  const dragging = drag !== null;
  useEffect(() => {
    if (limit >= longest || dragging) return undefined;
    return whenIdle(() => startTransition(() => setLimit((current) => current + MORE_CARDS_PER_STEP)), 200);
  }, [limit, longest, dragging]);

  const showPreview = drag !== null && (drag.droppedOn === null || drag.droppedOn === board);
  const shown = showPreview ? drag.board : board;

  const lanes = (
    <ActiveCardProvider value={drag?.activeId ?? null}>
      <div ref={switcher} className={classes.switcherPlace}>
        <LaneSwitcher board={shown} current={phoneLane} colors={colors} onChange={onLaneChange} />
      </div>
      {/* Wider screens scroll the lanes sideways: the scroller (a named region) takes focus for the
          arrow keys, and an edge that hides lanes fades out (the frame's data-more-*). */}
      <div
        className={classes.boardFrame}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
        <section
          ref={setScroller}
          className={classes.board}
          aria-label={t('page.lanesLabel')}
          tabIndex={isPhone ? undefined : 0}
          data-dragging={drag && drag.droppedOn === null ? drag.kind : undefined}
          {...dnd.intent}
          onPointerDownCapture={(event) => {
            dnd.intent.onPointerDownCapture(event);
            openOnRelease(event, openDetails, () => dragRef.current?.droppedOn === null);
          }}
        >
          {JOB_LANES.map((lane) => (
            <JobLaneView
              key={lane}
              lane={lane}
              list={shown[lane]}
              color={colors[lane]}
              limit={limit}
              current={lane === phoneLane}
              isPhone={isPhone}
            />
          ))}
        </section>
      </div>
    </ActiveCardProvider>
  );

  return (
    <BoardTextProvider value={text}>
      <BoardDndKitProvider value={dnd.kit}>
        {dnd.kit ? (
          <dnd.kit.BoardDndContext
            board={board}
            fullBoard={fullBoard}
            onMove={onMove}
            dragRef={dragRef}
            drag={drag}
            onDrag={update}
            colors={colors}
          >
            {lanes}
          </dnd.kit.BoardDndContext>
        ) : (
          lanes
        )}
      </BoardDndKitProvider>
    </BoardTextProvider>
  );
}

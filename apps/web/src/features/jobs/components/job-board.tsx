import type {
  Announcements,
  DragCancelEvent,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  UniqueIdentifier,
} from '@dnd-kit/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { useMediaQuery } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../shared/ui/when-idle.ts';
import type { MoveJobVariables } from '../api/move-job.ts';
import { useLaneColors } from '../hooks/use-lane-colors.ts';
import { useLaneSwipe } from '../hooks/use-lane-swipe.ts';
import type { JobPlace, ListKind } from '../model/board.ts';
import { fullListIndex, locateJob } from '../model/board.ts';
import { dragEnd, dragOver, listOf } from '../model/board-dnd.ts';
import { boardCollisions, boardKeyboardCoordinates } from './board-collisions.ts';
import { BoardTextProvider, useBoardTextValue } from './board-text.tsx';
import classes from './job-board.module.css';
import { JobCardOverlay } from './job-card.tsx';
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

type Drag = {
  activeId: string;
  kind: ListKind;
  origin: JobPlace;
  /** The board as it looks during the drag (the card moved into the list it is over). */
  board: JobBoardResponse;
  /** The board when the drag started. */
  startBoard: JobBoardResponse;
  /** After the drop: the board the page showed at that moment; a new one means the move is in it. */
  droppedOn: JobBoardResponse | null;
};

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

const asId = (id: UniqueIdentifier | undefined): string | null => (id === undefined ? null : String(id));

/**
 * Six lanes with drag and drop by mouse, touch and keyboard (dnd-kit). During a drag the board
 * shows a preview copy; on drop the page's move (optimistic in the board query) takes over, and
 * the preview stays on screen until the query shows the move, so the card never jumps back.
 */
export function JobBoard({ board, fullBoard, onMove, lane: phoneLane, onLaneChange }: JobBoardProps) {
  const { t } = useTranslation('jobs');
  const colors = useLaneColors();
  const text = useBoardTextValue();
  const [drag, setDrag] = useState<Drag | null>(null);
  // dnd-kit calls the announcements outside React's render: they read the latest drag from here.
  const dragRef = useRef<Drag | null>(null);
  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const switcher = useRef<HTMLDivElement>(null);
  const swipe = useLaneSwipe({
    lane: phoneLane,
    enabled: isPhone && drag === null,
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

  const handleDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    const place = locateJob(board, id);
    if (!place) return;
    update({
      activeId: id,
      kind: place.kind,
      origin: { lane: place.lane, kind: place.kind, index: place.index },
      board,
      startBoard: board,
      droppedOn: null,
    });
  };

  const handleDragOver = ({ active, over, delta }: DragOverEvent) => {
    const current = dragRef.current;
    const overId = asId(over?.id);
    if (!current || !overId || overId === String(active.id)) return;
    const translated = active.rect.current.translated;
    const isBelow = over && translated ? translated.top > over.rect.top + over.rect.height / 2 : delta.y > 0;
    const next = dragOver(current.board, current.activeId, overId, isBelow);
    if (next !== current.board) update({ ...current, board: next });
  };

  const handleDragEnd = ({ over }: DragEndEvent) => {
    const current = dragRef.current;
    const overId = asId(over?.id);
    if (!current || !overId) {
      update(null);
      return;
    }
    const result = dragEnd(current.board, current.activeId, overId);
    const place = result?.place;
    const unchanged =
      !result ||
      !place ||
      (place.lane === current.origin.lane &&
        place.index === current.origin.index &&
        place.kind === current.origin.kind);
    if (unchanged) {
      update(null);
      return;
    }
    const toSortIndex = fullListIndex(
      fullBoard[place.lane][place.kind],
      result.board[place.lane][place.kind],
      current.activeId,
    );
    update({ ...current, board: result.board, droppedOn: board });
    onMove({ jobId: current.activeId, toStatus: place.lane, toSortIndex }, () => {
      if (dragRef.current?.activeId === current.activeId) update(null);
    });
  };

  const handleDragCancel = (_event: DragCancelEvent) => update(null);

  const announcements = useMemo<Announcements>(() => {
    const describe = (activeId: UniqueIdentifier, listBoard: JobBoardResponse | undefined) => {
      const place = listBoard ? locateJob(listBoard, String(activeId)) : null;
      if (!place) return null;
      const list = listBoard?.[place.lane][place.kind] ?? [];
      return {
        position: place.job.position,
        lane: t(`lanes.${place.lane}`),
        index: place.index + 1,
        count: list.length,
      };
    };
    return {
      onDragStart: ({ active }) => {
        const info = describe(active.id, dragRef.current?.board);
        return info ? t('dnd.start', info) : undefined;
      },
      onDragOver: ({ active, over }) => {
        const current = dragRef.current;
        const info = describe(active.id, current?.board);
        if (!info) return undefined;
        if (!over || !current) return t('dnd.overNothing', { position: info.position });
        // Right after pick-up the card is over itself: keep the pick-up announcement.
        if (over.id === active.id && current.board === current.startBoard) return undefined;
        const list = listOf(current.board, String(over.id));
        if (!list) return t('dnd.overNothing', { position: info.position });
        return t('dnd.over', info);
      },
      onDragEnd: ({ active, over }) => {
        const info = describe(active.id, dragRef.current?.board);
        if (!info) return undefined;
        return over ? t('dnd.end', info) : t('dnd.endNothing', { position: info.position });
      },
      onDragCancel: ({ active }) => {
        const current = dragRef.current;
        const place = current ? locateJob(current.board, String(active.id)) : null;
        if (!place) return undefined;
        return t('dnd.cancel', {
          position: place.job.position,
          lane: t(`lanes.${current?.origin.lane ?? place.lane}`),
        });
      },
    };
  }, [t]);

  const activeJob = drag && drag.droppedOn === null ? locateJob(drag.board, drag.activeId)?.job : undefined;

  return (
    <BoardTextProvider value={text}>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <ActiveCardProvider value={drag?.activeId ?? null}>
          <div ref={switcher} className={classes.switcherPlace}>
            <LaneSwitcher board={shown} current={phoneLane} colors={colors} onChange={onLaneChange} />
          </div>
          <div
            className={classes.board}
            data-dragging={drag && drag.droppedOn === null ? drag.kind : undefined}
            {...swipe}
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
          </div>
        </ActiveCardProvider>
        <DragOverlay>
          {activeJob ? <JobCardOverlay job={activeJob} laneColor={colors[activeJob.status]} /> : null}
        </DragOverlay>
      </DndContext>
    </BoardTextProvider>
  );
}

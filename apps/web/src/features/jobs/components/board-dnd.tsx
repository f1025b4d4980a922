import type {
  Announcements,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { DndContext, DragOverlay, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullListIndex, locateJob } from '../model/board.ts';
import { dragEnd, dragOver, listOf } from '../model/board-dnd.ts';
import { boardCollisions } from './board-collisions.ts';
import type { BoardDndContextProps } from './board-dnd-kit.ts';
import { BoardKeyboardSensor, createBoardKeyboardMoves } from './board-keyboard.ts';
import { MOUSE_DRAG_DISTANCE } from './board-press.ts';
import { JobCardOverlay } from './job-card.tsx';

const asId = (id: UniqueIdentifier | undefined): string | null => (id === undefined ? null : String(id));

/**
 * Drag and drop by mouse, touch and keyboard (dnd-kit) around the board's lanes; this module and
 * dnd-kit load after the board is shown (board-dnd-loader.ts). During a drag the board shows a
 * preview copy; on drop the page's move (optimistic in the board query) takes over, and the preview
 * stays on screen until the query shows the move, so the card never jumps back.
 */
export function BoardDndContext({
  board,
  fullBoard,
  onMove,
  dragRef,
  drag,
  onDrag,
  colors,
  children,
}: BoardDndContextProps) {
  const { t } = useTranslation('jobs');
  const [keyboard] = useState(createBoardKeyboardMoves);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(BoardKeyboardSensor, { coordinateGetter: keyboard.coordinates }),
  );

  const handleDragStart = ({ active }: DragStartEvent) => {
    keyboard.reset();
    const id = String(active.id);
    const place = locateJob(board, id);
    if (!place) return;
    onDrag({
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
    keyboard.over(overId);
    if (!current || !overId || overId === String(active.id)) return;
    const translated = active.rect.current.translated;
    const isBelow = over && translated ? translated.top > over.rect.top + over.rect.height / 2 : delta.y > 0;
    const next = dragOver(current.board, current.activeId, overId, isBelow);
    if (next !== current.board) onDrag({ ...current, board: next });
  };

  const handleDragEnd = ({ over }: DragEndEvent) => {
    const current = dragRef.current;
    // Where the arrow keys led, if dnd-kit has not yet drawn the card there (board-keyboard.ts).
    const overId = keyboard.target() ?? asId(over?.id);
    keyboard.reset();
    if (!current || !overId) {
      onDrag(null);
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
      onDrag(null);
      return;
    }
    const toSortIndex = fullListIndex(
      fullBoard[place.lane][place.kind],
      result.board[place.lane][place.kind],
      current.activeId,
    );
    onDrag({ ...current, board: result.board, droppedOn: board });
    onMove({ jobId: current.activeId, toStatus: place.lane, toSortIndex }, () => {
      if (dragRef.current?.activeId === current.activeId) onDrag(null);
    });
  };

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
  }, [t, dragRef]);

  const activeJob = drag && drag.droppedOn === null ? locateJob(drag.board, drag.activeId)?.job : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => onDrag(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      {children}
      <DragOverlay>
        {activeJob ? <JobCardOverlay job={activeJob} laneColor={colors[activeJob.status]} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

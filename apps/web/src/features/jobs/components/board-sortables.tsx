import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { kindOf, listId } from '../model/board.ts';
import type { BoardDroppableData } from './board-collisions.ts';
import type { DroppableProps, SortableJobCardProps, SortableListProps } from './board-dnd-kit.ts';
import { replayPendingPress } from './board-press.ts';
import { useBoardText } from './board-text.tsx';
import classes from './job-board.module.css';
import { JobCardContent } from './job-card.tsx';

/** A lane (or anything else) as a drop target. */
export function Droppable<E extends HTMLElement>({ id, data, children }: DroppableProps<E>) {
  const { setNodeRef } = useDroppable({ id, data });
  return children(setNodeRef);
}

/** One of a lane's two lists: a sortable list and a drop target even when it is empty. */
export function SortableList({ id, data, items, children }: SortableListProps) {
  return (
    <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
      <Droppable id={id} data={data}>
        {children}
      </Droppable>
    </SortableContext>
  );
}

/** A card that can be dragged by mouse or touch anywhere on it, by keyboard from its handle. */
export function SortableJobCard({ job, onElement, restoreFocus, onFocusRestored }: SortableJobCardProps) {
  const text = useBoardText();
  const kind = kindOf(job);
  const data: BoardDroppableData = { type: 'card', kind, listId: listId(job.status, kind) };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: job.jobId, data, attributes: { roleDescription: text.roleDescription } });
  const elementRef = useRef<HTMLLIElement | null>(null);
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      elementRef.current = element;
      setNodeRef(element);
      onElement(element);
    },
    [setNodeRef, onElement],
  );
  useEffect(() => {
    if (!restoreFocus) return;
    const target = elementRef.current?.querySelector<HTMLElement>(`[data-focus-key="${restoreFocus}"]`);
    target?.focus();
    onFocusRestored();
  }, [restoreFocus, onFocusRestored]);
  // A press that began before dnd-kit was there starts its drag now.
  useEffect(() => {
    if (elementRef.current) replayPendingPress(job.jobId, elementRef.current);
  }, [job.jobId]);
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={ref}
      style={style}
      className={isDragging ? `${classes.card} ${classes.cardDragging}` : classes.card}
      data-job-card={job.jobId}
      {...listeners}
    >
      <JobCardContent
        job={job}
        mode="sortable"
        handleRef={setActivatorNodeRef}
        handleAttributes={attributes}
      />
    </li>
  );
}

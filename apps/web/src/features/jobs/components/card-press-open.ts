import type { PointerEvent } from 'react';
import { MOUSE_DRAG_DISTANCE } from './board-press.ts';

/** The card a press has just opened: the click that may follow the release is then not needed. */
let openedByPress: string | null = null;

/** For a card title's click: true (once) when the press that made the click has already opened this card. */
export function openedByThisPress(jobId: string): boolean {
  const opened = openedByPress === jobId;
  openedByPress = null;
  return opened;
}

const titleCardAt = (element: Element | null): string | undefined =>
  element?.closest('[data-focus-key="title"]')?.closest<HTMLElement>('[data-job-card]')?.dataset.jobCard;

/**
 * A press on a card's title, let go on that card's title without having become a drag, opens the
 * card from the pointer's own events, not from the click. A click only comes when the press and
 * the release land on the same element, and the board replaces a card's element now and then: all
 * of them when drag and drop arrives, and one card when it becomes draggable (near its lane's
 * visible part, or focused, as a press focuses it).
 */
export function openOnRelease(
  down: PointerEvent<HTMLElement>,
  open: (jobId: string) => void,
  isDragging: () => boolean,
): void {
  if (!down.isPrimary || (down.pointerType === 'mouse' && down.button !== 0)) return;
  const pressed = titleCardAt(down.target as Element);
  if (!pressed) return;
  const jobId: string = pressed;
  const view = down.currentTarget.ownerDocument.defaultView ?? window;
  let moved = false;
  const move = (event: globalThis.PointerEvent) => {
    if (event.pointerId !== down.pointerId) return;
    if (Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) >= MOUSE_DRAG_DISTANCE)
      moved = true;
  };
  const stop = () => {
    view.removeEventListener('pointermove', move, true);
    view.removeEventListener('pointerup', release, true);
    view.removeEventListener('pointercancel', stop, true);
  };
  function release(event: globalThis.PointerEvent) {
    if (event.pointerId !== down.pointerId) return;
    stop();
    if (moved || isDragging()) return;
    const under = view.document.elementFromPoint(event.clientX, event.clientY) ?? (event.target as Element);
    if (titleCardAt(under) !== jobId) return;
    openedByPress = jobId;
    // The click, when it comes, follows in the same task.
    view.setTimeout(() => {
      if (openedByPress === jobId) openedByPress = null;
    }, 0);
    open(jobId);
  }
  view.addEventListener('pointermove', move, true);
  view.addEventListener('pointerup', release, true);
  view.addEventListener('pointercancel', stop, true);
}

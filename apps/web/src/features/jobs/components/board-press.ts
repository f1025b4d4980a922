import type { PointerEvent } from 'react';
import { useCallback, useEffect, useRef } from 'react';

// Presses on the board made before dnd-kit is there, and the card menus that hold the lanes as they
// are: state that the board's loader (board-dnd-loader.ts) and the parts it loads share. It lives
// here, apart from the loader, so that the cards, their menus and the loaded parts read it without
// importing the file that loads them.

/** How far a pressed mouse moves before the press is a drag and not a click (dnd-kit's constraint). */
export const MOUSE_DRAG_DISTANCE = 6;

type MousePress = {
  /** The card pressed, or null for a press elsewhere on the board (a button, a lane). */
  jobId: string | null;
  kind: 'mouse';
  x: number;
  y: number;
  lastX: number;
  lastY: number;
  /** Set when dnd-kit arrives during the press: swaps it in once the press is a drag or is over. */
  settle?: () => void;
};
type PendingPress = MousePress | { jobId: string; kind: 'key'; key: string; code: string };

/** A press on the board (mouse button, or Space/Enter on a card's handle) made before dnd-kit was there. */
let pending: PendingPress | null = null;

/** Card menus open, or asked to open while their code loads: the lanes are not drawn again under them. */
let menusOpen = 0;
/** The drawing of the lanes with dnd-kit, held until the last open card menu closes. */
let afterMenus: (() => void) | null = null;

function holdLanes(): () => void {
  menusOpen += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    menusOpen -= 1;
    const apply = afterMenus;
    if (menusOpen > 0 || !apply) return;
    afterMenus = null;
    apply();
  };
}

/**
 * For a card's menu: while it is open (or loading to open) the lanes stay as they are. Drawn again
 * with dnd-kit, they would replace the card, and the menu with it — its state lives in the card —
 * so a menu opened just as drag and drop arrives would close, or never open. dnd-kit comes in when
 * the menu closes (or the card goes).
 */
export function useLanesHeldWhileOpen(): (opened: boolean) => void {
  const release = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );
  return useCallback((opened: boolean) => {
    if (opened) release.current ??= holdLanes();
    else {
      release.current?.();
      release.current = null;
    }
  }, []);
}

/** True while a press made before dnd-kit was there is held for it. */
export const isPressPending = (): boolean => pending !== null;

/** True when a press on this card waits for dnd-kit: the card is then sortable at once. */
export const hasPendingPress = (jobId: string): boolean => pending?.jobId === jobId;

/**
 * Calls `apply` (which draws the lanes again, with dnd-kit) now, or — during a mouse press that
 * has not yet moved far enough to be a drag — when it does (the press then becomes that drag) or
 * when it is released (after its click has reached the card it was made on, which the new lanes
 * would replace: a click made while dnd-kit arrives still opens the card).
 */
export function whenPressSettles(apply: () => void): void {
  if (menusOpen > 0) {
    afterMenus = () => whenPressSettles(apply);
    return;
  }
  const press = pending;
  if (press?.kind === 'mouse' && !(press.jobId && isDrag(press))) press.settle = apply;
  else apply();
}

const isDrag = (press: MousePress): boolean =>
  Math.hypot(press.lastX - press.x, press.lastY - press.y) >= MOUSE_DRAG_DISTANCE;

/** Starts the drag of a press made before dnd-kit was there, on the card's now sortable element. */
export function replayPendingPress(jobId: string, card: HTMLElement): void {
  const press = pending;
  if (!press || press.jobId !== jobId) return;
  pending = null;
  if (press.kind === 'mouse') {
    const at = (x: number, y: number) => ({
      bubbles: true,
      cancelable: true,
      button: 0,
      clientX: x,
      clientY: y,
    });
    card.dispatchEvent(new MouseEvent('mousedown', { ...at(press.x, press.y), buttons: 1 }));
    card.ownerDocument.dispatchEvent(
      new MouseEvent('mousemove', { ...at(press.lastX, press.lastY), buttons: 1 }),
    );
    return;
  }
  // After the rest of this render's effects: dnd-kit's announcer starts listening in one of them,
  // and a pick-up before that would not be announced ("Picked up …" for screen readers).
  setTimeout(() => {
    const handle = card.querySelector<HTMLElement>('[data-focus-key="handle"]');
    handle?.focus();
    handle?.dispatchEvent(
      new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: press.key, code: press.code }),
    );
  }, 0);
}

/** Keeps a mouse press made before dnd-kit was there, and where it moves, until it is released. */
export function holdMousePress(jobId: string | null, event: PointerEvent): void {
  const press: MousePress = {
    jobId,
    kind: 'mouse',
    x: event.clientX,
    y: event.clientY,
    lastX: event.clientX,
    lastY: event.clientY,
  };
  pending = press;
  const move = (moved: globalThis.PointerEvent) => {
    press.lastX = moved.clientX;
    press.lastY = moved.clientY;
    if (press.settle && press.jobId && isDrag(press)) {
      const settle = press.settle;
      press.settle = undefined;
      settle();
    }
  };
  const release = () => {
    if (pending === press) pending = null;
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', release);
    // The click follows this pointerup in the same task; the lanes are drawn again after it.
    if (press.settle) setTimeout(press.settle, 0);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', release);
}

/** Keeps Space or Enter pressed on a card's handle before dnd-kit was there: it picks the card up then. */
export function holdKeyPress(jobId: string, key: string, code: string): void {
  pending = { jobId, kind: 'key', key, code };
}

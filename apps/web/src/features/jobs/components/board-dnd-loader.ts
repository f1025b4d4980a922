import type { JobBoardResponse } from '@hirelane/contract/jobs';
import type { KeyboardEvent, PointerEvent } from 'react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '../../../shared/ui/load-once.ts';
import { whenIdle } from '../../../shared/ui/when-idle.ts';
import type { JobPlace, ListKind } from '../model/board.ts';

/** A drag on the board, from pick-up until the board query shows its move. */
export type BoardDrag = {
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

/** dnd-kit and the board's drag-and-drop parts, which the board loads after it is shown. */
export type BoardDndKit = Pick<typeof import('./board-dnd.tsx'), 'BoardDndContext'> &
  Pick<typeof import('./board-sortables.tsx'), 'Droppable' | 'SortableList' | 'SortableJobCard'>;

/** At the latest this long after the board is shown, drag and drop starts loading, idle or not. */
const LOAD_IDLE_TIMEOUT_MS = 300;

let loadedKit: BoardDndKit | null = null;

const loadBoardDndKit = loadOnce(async (): Promise<BoardDndKit> => {
  const [dnd, kit] = await Promise.all([import('./board-dnd.tsx'), import('./board-sortables.tsx')]);
  const { Droppable, SortableList, SortableJobCard } = kit;
  loadedKit = { BoardDndContext: dnd.BoardDndContext, Droppable, SortableList, SortableJobCard };
  return loadedKit;
});

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

/** True when a press on this card waits for dnd-kit: the card is then sortable at once. */
export const hasPendingPress = (jobId: string): boolean => pending?.jobId === jobId;

/**
 * Calls `apply` (which draws the lanes again, with dnd-kit) now, or — during a mouse press that
 * has not yet moved far enough to be a drag — when it does (the press then becomes that drag) or
 * when it is released (after its click has reached the card it was made on, which the new lanes
 * would replace: a click made while dnd-kit arrives still opens the card).
 */
function whenPressSettles(apply: () => void): void {
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

function holdMousePress(jobId: string | null, event: PointerEvent) {
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

const focusedCard = (): { jobId: string; key: string } | null => {
  const element = document.activeElement;
  const card = element?.closest<HTMLElement>('[data-job-card]');
  const key = element instanceof HTMLElement ? element.dataset.focusKey : undefined;
  return card?.dataset.jobCard && key ? { jobId: card.dataset.jobCard, key } : null;
};

const BoardDndKitContext = createContext<BoardDndKit | null>(null);
export const BoardDndKitProvider = BoardDndKitContext;

/** The loaded drag-and-drop parts, or null while the board is still without them. */
export function useBoardDndKitContext(): BoardDndKit | null {
  return useContext(BoardDndKitContext);
}

/**
 * dnd-kit (~16 KiB gzip) is not part of the board's first download: the board is shown and works
 * without it (cards open, their menus move them between lanes) and it loads once the browser is
 * idle after that, or at the first press on a card. A mouse press or a keyboard pick-up made before
 * it is there becomes a drag when it arrives; a click made meanwhile stays a click. The lanes are
 * drawn again with it; focus stays where it was. Touch drags need a 200 ms hold, by which time it
 * is there.
 */
export function useBoardDndKit() {
  const [kit, setKit] = useState<BoardDndKit | null>(loadedKit);
  const restoreFocus = useRef<{ jobId: string; key: string } | null>(null);
  const active = useRef(true);
  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);
  const load = useCallback(
    () =>
      void loadBoardDndKit().then(
        (loaded) =>
          whenPressSettles(() => {
            if (!active.current) return;
            restoreFocus.current = focusedCard();
            setKit(() => loaded);
          }),
        () => undefined,
      ),
    [],
  );
  useEffect(() => (kit ? undefined : whenIdle(load, LOAD_IDLE_TIMEOUT_MS)), [kit, load]);
  useLayoutEffect(() => {
    const focus = restoreFocus.current;
    restoreFocus.current = null;
    if (!kit || !focus) return;
    document
      .querySelector<HTMLElement>(
        `[data-job-card="${CSS.escape(focus.jobId)}"] [data-focus-key="${CSS.escape(focus.key)}"]`,
      )
      ?.focus();
  }, [kit]);
  const intent = {
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      if (kit) return;
      load();
      const jobId = (event.target as Element).closest<HTMLElement>('[data-job-card]')?.dataset.jobCard;
      if (event.pointerType === 'mouse' && event.button === 0) holdMousePress(jobId ?? null, event);
    },
    onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
      if (kit || (event.key !== ' ' && event.key !== 'Enter')) return;
      const handle = (event.target as Element).closest('[data-focus-key="handle"]');
      const jobId = handle?.closest<HTMLElement>('[data-job-card]')?.dataset.jobCard;
      if (!jobId) return;
      event.preventDefault();
      pending = { jobId, kind: 'key', key: event.key, code: event.code };
      load();
    },
  };
  return { kit, intent };
}

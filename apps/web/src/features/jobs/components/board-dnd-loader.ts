import type { KeyboardEvent, PointerEvent } from 'react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadOnce } from '../../../shared/ui/load-once.ts';
import { whenIdle } from '../../../shared/ui/when-idle.ts';
import { type BoardDndKit, BoardDndKitContext } from './board-dnd-kit.ts';
import { holdKeyPress, holdMousePress, isPressPending, whenPressSettles } from './board-press.ts';

// job-board.tsx takes the drag's type from here, with the loader it belongs to.
export type { BoardDrag } from '../model/board-dnd.ts';

/** At the latest this long after the board is shown, drag and drop starts loading, idle or not. */
const LOAD_IDLE_TIMEOUT_MS = 300;

let loadedKit: BoardDndKit | null = null;

const loadBoardDndKit = loadOnce(async (): Promise<BoardDndKit> => {
  const [BoardDndContext, kit] = await Promise.all([
    import('./board-dnd.tsx').then((module) => module.BoardDndContext),
    import('./board-sortables.tsx'),
  ]);
  loadedKit = {
    BoardDndContext,
    Droppable: kit.Droppable,
    SortableList: kit.SortableList,
    SortableJobCard: kit.SortableJobCard,
  };
  return loadedKit;
});

const focusedCard = (): { jobId: string; key: string } | null => {
  const element = document.activeElement;
  const card = element?.closest<HTMLElement>('[data-job-card]');
  const key = element instanceof HTMLElement ? element.dataset.focusKey : undefined;
  return card?.dataset.jobCard && key ? { jobId: card.dataset.jobCard, key } : null;
};

/** Hands the loaded parts to the board's lanes and cards (useBoardDndKitContext in board-dnd-kit.ts). */
export const BoardDndKitProvider = BoardDndKitContext;

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
            // With no press under way, drawn at once: a press begun between this and a later
            // drawing would lose its element (and so its click) to the lanes drawn again. A press
            // under way is replayed by the parts drawn, after this event.
            if (isPressPending()) setKit(() => loaded);
            else flushSync(() => setKit(() => loaded));
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
      holdKeyPress(jobId, event.key, event.code);
      load();
    },
  };
  return { kit, intent };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardView, BoardViewChange } from '../model/board-view.ts';
import { changeBoardView, readBoardView } from '../model/board-view.ts';

/**
 * The board's drawers, modal and search, read from and written to the URL. Opening something adds
 * a history entry (the back button closes it); closing and typing a search replace the entry.
 */
export function useBoardView(): [BoardView, (change: BoardViewChange) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readBoardView(params), [params]);
  const change = useCallback(
    (next: BoardViewChange) => {
      const opens =
        next.type === 'openCreate' ||
        next.type === 'openAddFromLink' ||
        next.type === 'openDetails' ||
        next.type === 'openEdit' ||
        next.type === 'openDelete';
      setParams((current) => changeBoardView(current, next), { replace: !opens });
    },
    [setParams],
  );
  return [view, change];
}

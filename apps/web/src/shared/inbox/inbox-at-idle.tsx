import { atIdle } from '../ui/at-idle.tsx';
import { lazyNamed } from '../ui/lazy.tsx';

// The count in the navigation and the board's "From your inbox" slot are hints a page works
// without: their code and their reads start once the page is idle (one chunk, `inbox-hints`).

/** The number of inbox suggestions beside the board's link, once the page is idle. */
export const InboxCountAtIdle = atIdle(lazyNamed(() => import('./inbox-count.tsx'), 'InboxCount'));

/** The board's "From your inbox" panel, when there is something to show, once the page is idle. */
export const InboxBoardSlotAtIdle = atIdle(
  lazyNamed(() => import('./inbox-board-slot.tsx'), 'InboxBoardSlot'),
);

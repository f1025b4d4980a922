import { Suspense } from 'react';
import { useIdleMount } from '../guides/use-idle-mount.ts';
import { lazyNamed } from '../ui/lazy.tsx';

// The count in the navigation and the board's "From your inbox" slot are hints a page works
// without: their code and their reads start once the page is idle (one chunk, `inbox-hints`).
const InboxCount = lazyNamed(() => import('./inbox-count.tsx'), 'InboxCount');
const InboxBoardSlot = lazyNamed(() => import('./inbox-board-slot.tsx'), 'InboxBoardSlot');

/** The number of inbox suggestions beside the board's link, once the page is idle. */
export function InboxCountAtIdle() {
  const idle = useIdleMount();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <InboxCount />
    </Suspense>
  );
}

/** The board's "From your inbox" panel, when there is something to show, once the page is idle. */
export function InboxBoardSlotAtIdle() {
  const idle = useIdleMount();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <InboxBoardSlot />
    </Suspense>
  );
}

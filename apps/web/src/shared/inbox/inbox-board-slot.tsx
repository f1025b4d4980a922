import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyNamed } from '../ui/lazy.tsx';
import { inboxConnectionOptions, useInboxSuggestions } from './inbox-queries.ts';

// The panel's code loads only for a user who has a mailbox or suggestions: the board makes two
// small reads once it is idle (this slot is mounted then, inbox-at-idle.tsx), and downloads
// nothing else of it.
const InboxPanel = lazyNamed(() => import('./inbox-panel.tsx'), 'InboxPanel');

/** Where the board shows "From your inbox", when the user has a connected mailbox or suggestions. */
export function InboxBoardSlot() {
  const suggestions = useInboxSuggestions();
  const connection = useQuery(inboxConnectionOptions());
  const list = suggestions.data?.suggestions ?? [];
  const connected = Boolean(connection.data?.connection);
  if (!connected && list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InboxPanel suggestions={list} connected={connected} />
    </Suspense>
  );
}

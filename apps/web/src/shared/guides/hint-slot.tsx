import { atIdle } from '../ui/at-idle.tsx';
import { lazyNamed } from '../ui/lazy.tsx';

// The path's code and texts load once the page is idle: the page works without them.

/**
 * Where a screen shows its step of the first-run path (first-run-hint.tsx), or `fallback` when it
 * has none to show.
 */
export const FirstRunSlot = atIdle(lazyNamed(() => import('./first-run-hint.tsx'), 'FirstRunHint'));

/** The header's "Getting started" entry (first-run-entry.tsx), once the page is idle. */
export const FirstRunEntrySlot = atIdle(lazyNamed(() => import('./first-run-entry.tsx'), 'FirstRunEntry'));

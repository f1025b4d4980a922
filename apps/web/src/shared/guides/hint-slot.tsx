import { Suspense } from 'react';
import { lazyNamed } from '../ui/lazy.tsx';
import type { FirstRunHintProps } from './first-run-hint.tsx';
import { useIdleMount } from './use-idle-mount.ts';

// The path's code and texts load once the page is idle: the page works without them.
const FirstRunHint = lazyNamed(() => import('./first-run-hint.tsx'), 'FirstRunHint');

/**
 * Where a screen shows its step of the first-run path (first-run-hint.tsx), or `fallback` when it
 * has none to show.
 */
export function FirstRunSlot(props: FirstRunHintProps) {
  const mounted = useIdleMount();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <FirstRunHint {...props} />
    </Suspense>
  );
}

const FirstRunEntry = lazyNamed(() => import('./first-run-entry.tsx'), 'FirstRunEntry');

/** The header's "Getting started" entry (first-run-entry.tsx), once the page is idle. */
export function FirstRunEntrySlot() {
  const mounted = useIdleMount();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <FirstRunEntry />
    </Suspense>
  );
}

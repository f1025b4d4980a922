import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../shared/ui/when-idle.ts';

// The toaster (and sonner with it) mounts once the browser is idle: no page waits for it.
const AppToaster = lazy(async () => ({ default: (await import('./app-toaster.tsx')).AppToaster }));
const TOASTER_IDLE_TIMEOUT_MS = 1000;

/** The app's toaster, mounted when the browser is first idle (in the app and on the form pages). */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), TOASTER_IDLE_TIMEOUT_MS), []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

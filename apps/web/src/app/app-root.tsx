import { useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { StartupSpinner } from '../shared/ui/startup-spinner.tsx';

export type AppRootProps = {
  /** Settles when start-up is done (session, translations, first route's code, minimum spinner time). */
  ready: Promise<void>;
  router: DataRouter;
  /** Called once the app has replaced the spinner (after that render is committed). */
  onShown?: () => void;
};

/** The start-up spinner until `ready`, then the app. */
export function AppRoot({ ready, router, onShown }: AppRootProps) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void ready.finally(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);
  useEffect(() => {
    if (isReady) onShown?.();
  }, [isReady, onShown]);
  if (!isReady) return <StartupSpinner />;
  return <RouterProvider router={router} />;
}

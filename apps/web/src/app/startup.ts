import type { DataRouter } from 'react-router';

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the router has loaded the code of the route it starts on. */
export function routerInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Waits for every start-up task and for at least `minimumMs` (the spinner shows for about
 * 1.2 s). A failed task does not stop start-up: the app then starts signed out, or in English.
 */
export async function waitForStartup(tasks: readonly Promise<unknown>[], minimumMs: number): Promise<void> {
  await Promise.allSettled([...tasks, delay(minimumMs)]);
}

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates that HTML, true once the page's
 * script runs it (and always in a page the browser rendered itself): a control that only works
 * with the script can say so until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

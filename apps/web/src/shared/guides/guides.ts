import type { GuidesResponse } from '@hirelane/contract/guides';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../http/api-error.ts';
import { http } from '../http/http.ts';

/** GET /guides: the guides the user closed on any device. One query for every guide. */
export const guidesQuery = () =>
  queryOptions({
    queryKey: ['guides'] as const,
    queryFn: () => http.get<GuidesResponse>('/guides'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Browser flag: the login guide (first-run tour) was closed in this browser. */
export const HIDE_LOGIN_GUIDE_KEY = 'hideLoginGuide';

export function isLoginGuideHiddenHere(): boolean {
  return isGuideHiddenHere(HIDE_LOGIN_GUIDE_KEY);
}

/** Whether a guide's browser flag says it was closed in this browser. */
export function isGuideHiddenHere(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Sets a guide's browser flag. */
export function rememberGuideHidden(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Storage can be off (private mode); the server still remembers.
  }
}

/**
 * Tells the server a guide was closed (PUT `path`). The browser flag is what hides it on
 * this device, so a server without the route (404) is ignored, and any other failure only means
 * another device may show the guide once more: it is logged with `what` ("the job guide was hidden").
 */
export async function completeGuide(path: string, what: string): Promise<void> {
  try {
    await http.put(path);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) {
      console.warn(`Could not tell the server that ${what}`, error);
    }
  }
}

export type ClosedGuide = {
  /** Its browser flag. */
  flag: string;
  /** Its field in GET /guides. */
  field: keyof GuidesResponse;
  /** Where the server is told (PUT), and what the warning says if that fails. */
  path: string;
  what: string;
};

/**
 * Closes a guide everywhere: its browser flag, the cached GET /guides (no other screen shows it
 * again) and the server, best effort (completeGuide).
 */
export function closeGuide(queryClient: QueryClient, guide: ClosedGuide): void {
  rememberGuideHidden(guide.flag);
  queryClient.setQueryData<GuidesResponse>(guidesQuery().queryKey, (current) =>
    current ? { ...current, [guide.field]: true } : current,
  );
  void completeGuide(guide.path, guide.what);
}

import type { GuidesResponse } from '@hirelane/contract/guides';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http.ts';

/** GET /guides: the guides the user closed on any device. One query for every guide. */
export const guidesQuery = () =>
  queryOptions({
    queryKey: ['guides'] as const,
    queryFn: () => http.get<GuidesResponse>('/guides'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Browser flag of spec §3: the login guide (first-run tour) was closed in this browser. */
export const HIDE_LOGIN_GUIDE_KEY = 'hideLoginGuide';

export function isLoginGuideHiddenHere(): boolean {
  try {
    return window.localStorage.getItem(HIDE_LOGIN_GUIDE_KEY) === 'true';
  } catch {
    return false;
  }
}

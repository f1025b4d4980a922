import { useQuery } from '@tanstack/react-query';
import { guidesQuery, isLoginGuideHiddenHere } from '../../../shared/guides/guides.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** Browser flag of spec §3/§4: the job guide was hidden. */
export const HIDE_JOB_GUIDE_KEY = 'hideJobGuide';

export function isJobGuideHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_JOB_GUIDE_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberHidden(): void {
  try {
    window.localStorage.setItem(HIDE_JOB_GUIDE_KEY, 'true');
  } catch {
    // Private mode without storage: the server still knows.
  }
}

/**
 * Whether to show the job guide: not when this browser hid it, nor when the user hid it on another
 * device (GET /guides), and not while the first-run tour is still open (one guide at a time).
 * Without an answer from the server the guide shows.
 */
export function useJobGuideVisible(): boolean {
  const hiddenHere = isJobGuideHidden();
  const tourHiddenByLogin = useSession((session) => session.hideLoginGuide);
  const guides = useQuery({ ...guidesQuery(), enabled: !hiddenHere });
  if (hiddenHere) return false;
  if (guides.isPending) return false;
  const tourDone = tourHiddenByLogin || isLoginGuideHiddenHere() || guides.data?.login === true;
  if (!tourDone) return false;
  if (guides.data?.job) {
    rememberHidden();
    return false;
  }
  return true;
}

/**
 * Hiding the guide stores the browser flag and tells the server (PUT /jobs/guide/complete). The
 * flag is what counts on this device, so a server that does not know the call (404) is ignored.
 */
export async function hideJobGuide(): Promise<void> {
  rememberHidden();
  try {
    await http.put('/jobs/guide/complete');
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    console.warn('Could not tell the server that the job guide was hidden', error);
  }
}

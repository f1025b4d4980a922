import { useQuery } from '@tanstack/react-query';
import {
  completeGuide,
  guidesQuery,
  isGuideHiddenHere,
  isLoginGuideHiddenHere,
  rememberGuideHidden,
} from '../../../shared/guides/guides.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** Browser flag: the job guide was hidden. */
export const HIDE_JOB_GUIDE_KEY = 'hideJobGuide';

/**
 * Which guide the board may show, one at a time: the first-run tour ('tour', drawn by the app
 * shell) comes first, then the board's hint ('hint'), unless this browser hid it or the user hid
 * it on another device (GET /guides); 'none' after both. 'pending' while the server has not
 * answered, so no guide flashes up and away. Without an answer from the server the guide shows.
 */
export type BoardGuide = 'pending' | 'tour' | 'hint' | 'none';

export function useBoardGuide(): BoardGuide {
  const hiddenHere = isGuideHiddenHere(HIDE_JOB_GUIDE_KEY);
  const tourHiddenByLogin = useSession((session) => session.hideLoginGuide);
  const tourHiddenHere = tourHiddenByLogin || isLoginGuideHiddenHere();
  const guides = useQuery({ ...guidesQuery(), enabled: !(hiddenHere && tourHiddenHere) });
  const waiting = guides.isPending && guides.fetchStatus !== 'idle';
  const tourDone = tourHiddenHere || guides.data?.login === true;
  if (!tourDone) return waiting ? 'pending' : 'tour';
  if (hiddenHere) return 'none';
  if (waiting) return 'pending';
  if (guides.data?.job) {
    rememberGuideHidden(HIDE_JOB_GUIDE_KEY);
    return 'none';
  }
  return 'hint';
}

/**
 * Hiding the guide stores the browser flag and tells the server (PUT /jobs/guide/complete). The
 * flag is what counts on this device, so a server that does not know the call (404) is ignored.
 */
export async function hideJobGuide(): Promise<void> {
  rememberGuideHidden(HIDE_JOB_GUIDE_KEY);
  await completeGuide('/jobs/guide/complete', 'the job guide was hidden');
}

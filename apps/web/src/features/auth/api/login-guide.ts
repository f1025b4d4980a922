import type { GuidesResponse } from '@hirelane/contract/guides';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { guidesQuery, HIDE_LOGIN_GUIDE_KEY, isLoginGuideHiddenHere } from '../../../shared/guides/guides.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { useSession } from '../../../shared/session/use-session.ts';

function rememberHidden(): void {
  try {
    window.localStorage.setItem(HIDE_LOGIN_GUIDE_KEY, 'true');
  } catch {
    // Storage can be off (private mode); the server still remembers.
  }
}

/**
 * PUT /auth/guide/complete (spec §4: the server is told too). The browser flag is what hides the
 * tour here, so a failure only means another device may show it once more.
 */
async function completeLoginGuide(): Promise<void> {
  try {
    await http.put('/auth/guide/complete');
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) {
      console.warn('Could not tell the server that the login guide was seen', error);
    }
  }
}

/**
 * The first-run tour after sign-in, unless the login answer (`hideLoginGuide`), this browser's
 * flag or the server (GET /guides, closed on another device) says it was seen. Without an answer
 * from the server it shows: once too often is better than never.
 */
export function useLoginGuide(): { opened: boolean; dismiss: () => void } {
  const queryClient = useQueryClient();
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const hiddenByLogin = useSession((session) => session.hideLoginGuide);
  const [hiddenHere, setHiddenHere] = useState(isLoginGuideHiddenHere);
  const hidden = hiddenHere || hiddenByLogin;
  const guides = useQuery({ ...guidesQuery(), enabled: isAuthenticated && !hidden });
  const seenElsewhere = guides.data?.login === true;

  useEffect(() => {
    if (hiddenByLogin || seenElsewhere) rememberHidden();
  }, [hiddenByLogin, seenElsewhere]);

  const dismiss = () => {
    rememberHidden();
    setHiddenHere(true);
    queryClient.setQueryData<GuidesResponse>(guidesQuery().queryKey, (current) =>
      current ? { ...current, login: true } : current,
    );
    void completeLoginGuide();
  };

  const opened = isAuthenticated && !hidden && !guides.isPending && !seenElsewhere;
  return { opened, dismiss };
}

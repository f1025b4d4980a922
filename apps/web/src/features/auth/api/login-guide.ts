import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  closeGuide,
  guidesQuery,
  HIDE_LOGIN_GUIDE_KEY,
  isLoginGuideHiddenHere,
  rememberGuideHidden,
} from '../../../shared/guides/guides.ts';
import { useSession } from '../../../shared/session/use-session.ts';

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
    if (hiddenByLogin || seenElsewhere) rememberGuideHidden(HIDE_LOGIN_GUIDE_KEY);
  }, [hiddenByLogin, seenElsewhere]);

  const dismiss = () => {
    setHiddenHere(true);
    closeGuide(queryClient, {
      flag: HIDE_LOGIN_GUIDE_KEY,
      field: 'login',
      path: '/auth/guide/complete',
      what: 'the login guide was seen',
    });
  };

  const opened = isAuthenticated && !hidden && !guides.isPending && !seenElsewhere;
  return { opened, dismiss };
}

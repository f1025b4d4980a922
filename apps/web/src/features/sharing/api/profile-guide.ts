import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  closeGuide,
  guidesQuery,
  isGuideHiddenHere,
  rememberGuideHidden,
} from '../../../shared/guides/guides.ts';

/** Browser flag: the public profile help modal was closed in this browser. */
export const HIDE_PROFILE_HELP_KEY = 'hidePublicProfileHelpModal';

/**
 * The public profile help modal: shown on the first visit to the editor, unless this browser's flag
 * or the server (GET /guides, closed on another device) says it was seen. Closing it records both.
 */
export function useProfileHelpModal(): { opened: boolean; close: () => void } {
  const queryClient = useQueryClient();
  const [hiddenHere, setHiddenHere] = useState(() => isGuideHiddenHere(HIDE_PROFILE_HELP_KEY));
  const guides = useQuery({ ...guidesQuery(), enabled: !hiddenHere });
  // Without an answer from the server the modal still shows: better once too often than never.
  const seenElsewhere = guides.data?.publicProfile === true;
  const opened = !hiddenHere && !guides.isPending && !seenElsewhere;
  useEffect(() => {
    if (seenElsewhere) rememberGuideHidden(HIDE_PROFILE_HELP_KEY);
  }, [seenElsewhere]);

  const close = () => {
    setHiddenHere(true);
    closeGuide(queryClient, {
      flag: HIDE_PROFILE_HELP_KEY,
      field: 'publicProfile',
      path: '/cv/public-profile/guide/complete',
      what: 'the public profile guide was seen',
    });
  };
  return { opened, close };
}

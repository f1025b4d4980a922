import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type ClosedGuide,
  closeGuide,
  guidesQuery,
  isGuideHiddenHere,
  rememberGuideHidden,
} from './guides.ts';

/**
 * A guide the server remembers: shown until it is closed on any device. The server's list of
 * closed guides (GET /guides) decides; this browser's flag is only a cache of it, read at once so
 * a guide closed here never flashes, and set when the server says it was closed elsewhere. Hidden
 * while the server has not answered; without an answer it shows (once too often beats never).
 * Closing it records both (closeGuide).
 */
export function useServerGuide(guide: ClosedGuide): { opened: boolean; close: () => void } {
  const queryClient = useQueryClient();
  const [hiddenHere, setHiddenHere] = useState(() => isGuideHiddenHere(guide.flag));
  const guides = useQuery({ ...guidesQuery(), enabled: !hiddenHere });
  const seenElsewhere = guides.data?.[guide.field] === true;
  useEffect(() => {
    if (seenElsewhere) rememberGuideHidden(guide.flag);
  }, [seenElsewhere, guide.flag]);

  const close = () => {
    setHiddenHere(true);
    closeGuide(queryClient, guide);
  };
  return { opened: !hiddenHere && !guides.isPending && !seenElsewhere, close };
}

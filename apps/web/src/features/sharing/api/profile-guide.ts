import type { GuidesResponse } from '@hirelane/contract/guides';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { sharingKeys } from './sharing-keys.ts';

/** Browser flag of spec §3: the public profile help modal was closed in this browser. */
export const HIDE_PROFILE_HELP_KEY = 'hidePublicProfileHelpModal';

function isHiddenHere(): boolean {
  try {
    return window.localStorage.getItem(HIDE_PROFILE_HELP_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberHidden(): void {
  try {
    window.localStorage.setItem(HIDE_PROFILE_HELP_KEY, 'true');
  } catch {
    // Storage can be off (private mode); the server still remembers.
  }
}

/**
 * PUT /cv/public-profile/guide/complete (spec §4: the server is told too). The browser flag is what
 * hides the modal here, so a failure only means another device may show it once more.
 */
async function completeProfileGuide(): Promise<void> {
  try {
    await http.put('/cv/public-profile/guide/complete');
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) {
      console.warn('Could not tell the server that the public profile guide was seen', error);
    }
  }
}

/**
 * The public profile help modal: shown on the first visit to the editor, unless this browser's flag
 * or the server (GET /guides, closed on another device) says it was seen. Closing it records both.
 */
export function useProfileHelpModal(): { opened: boolean; close: () => void } {
  const queryClient = useQueryClient();
  const [hiddenHere, setHiddenHere] = useState(isHiddenHere);
  const guides = useQuery({
    queryKey: sharingKeys.guides,
    queryFn: () => http.get<GuidesResponse>('/guides'),
    enabled: !hiddenHere,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Without an answer from the server the modal still shows: better once too often than never.
  const seenElsewhere = guides.data?.publicProfile === true;
  const opened = !hiddenHere && !guides.isPending && !seenElsewhere;
  useEffect(() => {
    if (seenElsewhere) rememberHidden();
  }, [seenElsewhere]);

  const close = () => {
    rememberHidden();
    setHiddenHere(true);
    queryClient.setQueryData<GuidesResponse>(sharingKeys.guides, (current) =>
      current ? { ...current, publicProfile: true } : current,
    );
    void completeProfileGuide();
  };
  return { opened, close };
}

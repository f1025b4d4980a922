import { useServerGuide } from '../../../shared/guides/use-server-guide.ts';

/** Browser flag: the public profile help modal was closed in this browser. */
export const HIDE_PROFILE_HELP_KEY = 'hidePublicProfileHelpModal';

/**
 * The public profile help modal: shown on the first visit to the editor, unless it was closed in
 * this browser or on another device (the server remembers). Closing it records both.
 */
export function useProfileHelpModal(): { opened: boolean; close: () => void } {
  return useServerGuide({
    flag: HIDE_PROFILE_HELP_KEY,
    field: 'publicProfile',
    path: '/cv/public-profile/guide/complete',
    what: 'the public profile guide was seen',
  });
}

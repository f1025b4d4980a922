import { useServerGuide } from '../../../shared/guides/use-server-guide.ts';

/** Browser flag of the CV guide, beside hideLoginGuide and friends: a cache of the server's record. */
const CV_GUIDE_FLAG = 'hideCvGuide';

/**
 * The CV guide: shown until it is closed on any device (GET /guides, field `cv`). Closing it
 * sets the browser flag and tells the server (PUT /cv/general/guide/complete), best effort.
 */
export function useCvGuide(): { opened: boolean; close: () => void } {
  return useServerGuide({
    flag: CV_GUIDE_FLAG,
    field: 'cv',
    path: '/cv/general/guide/complete',
    what: 'the CV guide was seen',
  });
}

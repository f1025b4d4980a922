import type { Video } from '@hirelane/contract/videos';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http.ts';
import { textOf } from '../i18n/text-of.ts';

/**
 * The owner's videos' one query key (GET /video/manage), read by the videos page and by the
 * sharing forms' video choice; the videos feature's upload, rename and delete write it.
 */
export const videosKey = ['videos', 'list'] as const;

/** GET /video/manage: the user's videos with short-lived signed poster and playback URLs. */
export function fetchVideos(signal?: AbortSignal): Promise<Video[]> {
  return http.get<Video[]>('/video/manage', signal ? { signal } : {});
}

/** The videos' query; a reader with its own view adds `select`, one that wants no toast its own meta. */
export function videosQueryOptions() {
  return queryOptions({
    queryKey: videosKey,
    queryFn: ({ signal }) => fetchVideos(signal),
    meta: { errorToast: () => textOf('videos', 'errors.load') },
  });
}

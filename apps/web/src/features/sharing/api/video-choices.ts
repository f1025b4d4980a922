import { VIDEO_STORAGE_SERVICES, type Video } from '@hirelane/contract/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { sharingKeys } from './sharing-keys.ts';

/** A video a share link or the public profile can play. */
export type VideoChoice = { id: string; name: string };

/**
 * GET /video/manage, as the videos a link or the profile can play: those stored here (a video on
 * Vimeo cannot stream from a shared page). A failure shows no toast: the choice then offers none.
 */
const videoChoicesOptions = () =>
  queryOptions({
    queryKey: sharingKeys.videoChoices,
    queryFn: ({ signal }) => http.get<Video[]>('/video/manage', { signal }),
    select: (videos): VideoChoice[] =>
      videos
        .filter((video) => video.videoStorageServiceId === VIDEO_STORAGE_SERVICES.builtIn)
        .map(({ id, name }) => ({ id, name })),
    meta: { errorToast: () => undefined },
  });

export function useVideoChoices() {
  return useQuery(videoChoicesOptions());
}

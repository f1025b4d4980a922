import { VIDEO_STORAGE_SERVICES } from '@hirelane/contract/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { videosQueryOptions } from '../../../shared/resources/videos.ts';

/** A video a share link or the public profile can play. */
export type VideoChoice = { id: string; name: string };

/**
 * The owner's videos (GET /video/manage, the videos page's own cache, so an upload, a new name or a
 * deletion shows here at once), as the videos a link or the profile can play: those stored here (a
 * video on Vimeo cannot stream from a shared page). A failure shows no toast: the choice then offers
 * none.
 */
const videoChoicesOptions = () =>
  queryOptions({
    ...videosQueryOptions(),
    select: (videos): VideoChoice[] =>
      videos
        .filter((video) => video.videoStorageServiceId === VIDEO_STORAGE_SERVICES.builtIn)
        .map(({ id, name }) => ({ id, name })),
    meta: { errorToast: () => undefined },
  });

export function useVideoChoices() {
  return useQuery(videoChoicesOptions());
}

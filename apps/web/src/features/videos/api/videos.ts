import type { RenameVideoInput, Video } from '@hirelane/contract/videos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { videosQueryOptions } from '../../../shared/resources/videos.ts';
import { videoKeys } from './video-keys.ts';

const itemPath = (id: string) => `/video/manage/${encodeURIComponent(id)}`;

export function useVideos() {
  return useQuery(videosQueryOptions());
}

/**
 * PUT /video/manage/{id}/name. A refused name is shown under the field by the caller; any other
 * failure toasts.
 */
export function useRenameVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RenameVideoInput }) =>
      http.put<Video>(`${itemPath(id)}/name`, input),
    onSuccess: (video) => {
      queryClient.setQueryData<Video[]>(videoKeys.list, (list) =>
        list?.map((other) => (other.id === video.id ? video : other)),
      );
    },
    meta: {
      errorToast: (error) =>
        isApiError(error) && error.fields?.name ? undefined : textOf('videos', 'errors.rename'),
    },
  });
}

/** DELETE /video/manage/{id}: the stored file goes too. A failure is toasted (query meta). */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(itemPath(id)),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<Video[]>(videoKeys.list, (list) => list?.filter((video) => video.id !== id));
      await queryClient.invalidateQueries({ queryKey: videoKeys.list });
    },
    meta: { errorToast: () => textOf('videos', 'errors.delete') },
  });
}

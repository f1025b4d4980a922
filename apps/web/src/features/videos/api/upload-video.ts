import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { VIDEO_UPLOAD_DEFAULTS, type Video, type VideoUploadRequest } from '@hirelane/contract/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { videoKeys } from './video-keys.ts';

// Apart from the list's calls: the contract's upload defaults bring its schemas (zod), which only
// the lazily loaded upload panel needs.

export type VideoUpload = {
  file: Blob;
  fileName: string;
  name: string;
  durationSeconds: number | null;
  poster: Blob | null;
};

/**
 * POST /video/upload/vimeo/direct: `request` and `poster` before `file`, so the server knows what
 * it receives before the bytes stream in. Reports progress (0…1) and stops when `signal` aborts.
 */
function uploadVideo(upload: VideoUpload, onProgress: (fraction: number) => void, signal: AbortSignal) {
  const request: VideoUploadRequest = {
    ...VIDEO_UPLOAD_DEFAULTS,
    name: upload.name,
    durationSeconds: upload.durationSeconds,
    size: upload.file.size,
  };
  const body = new FormData();
  body.append('request', JSON.stringify(request));
  if (upload.poster) body.append('poster', upload.poster, 'poster.jpg');
  body.append('file', upload.file, upload.fileName);
  return http.post<Video>('/video/upload/vimeo/direct', body, { onUploadProgress: onProgress, signal });
}

type UploadVariables = { upload: VideoUpload; onProgress: (fraction: number) => void; signal: AbortSignal };

/** The upload as a mutation: the new video joins the list at once. Errors are shown by the caller. */
export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, onProgress, signal }: UploadVariables) => uploadVideo(upload, onProgress, signal),
    onSuccess: async (video) => {
      queryClient.setQueryData<Video[]>(videoKeys.list, (list) => [
        video,
        ...(list ?? []).filter((other) => other.id !== video.id),
      ]);
      await queryClient.invalidateQueries({ queryKey: videoKeys.list });
    },
  });
}

/** The 'Failed to upload video' (in the interface language), or the server's own words. */
export const uploadErrorText = (error: unknown) =>
  errorMessage(error, textOf('videos', 'errors.upload') ?? FALLBACK_ERRORS.uploadVideo);

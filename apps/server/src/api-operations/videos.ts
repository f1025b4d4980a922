import { PROFILE_IMAGE_TYPES } from '@hirelane/contract/profile';
import { VIDEO_MIME_TYPES, VIDEO_POSTER_MAX_BYTES, videoUploadRequest } from '@hirelane/contract/videos';
import type { ApiOperations } from '../platform/http/openapi.ts';
import { keys, op } from './operation.ts';

/** Self-introduction videos. */
export const videosOperations = ({ videoMaxBytes }: { videoMaxBytes: number }): ApiOperations => ({
  // videos
  'POST /api/video/upload/vimeo/direct': op('videos', 'uploadVideo', 'Upload a video', {
    description:
      'The video streams straight to storage (service 1: the app’s own, 2: Vimeo when configured); a refused or interrupted upload leaves nothing behind. Premium only.',
    multipart: {
      request: {
        schema: videoUploadRequest,
        required: true,
        example: { name: 'About me', description: 'A short introduction', videoStorageServiceId: 1 },
      },
      files: {
        poster: {
          description: 'A still shown before playback',
          types: keys(PROFILE_IMAGE_TYPES),
          maxBytes: VIDEO_POSTER_MAX_BYTES,
          required: false,
        },
        file: { description: 'The video', types: VIDEO_MIME_TYPES, maxBytes: videoMaxBytes, required: true },
      },
    },
  }),
  'GET /api/video/manage': op('videos', 'listVideos', 'List videos', {
    description: 'Playback and poster URLs are signed and work for 4 hours without a token.',
  }),
  'PUT /api/video/manage/:id/name': op('videos', 'renameVideo', 'Rename a video'),
  'DELETE /api/video/manage/:id': op('videos', 'deleteVideo', 'Delete a video'),
  'GET /api/video/play/:id': op('videos', 'playVideo', 'Play a video (signed URL)', {
    public: true,
    description:
      'Takes the signed URL from `listVideos`, no token. Answers HTTP range requests (206, or 416 past the end).',
    errors: [403, 404, 416],
    produces: VIDEO_MIME_TYPES,
  }),
  'GET /api/video/poster/:id': op('videos', 'getVideoPoster', 'Get a video’s poster (signed URL)', {
    public: true,
    description: 'Takes the signed URL from `listVideos`, no token.',
    errors: [403, 404],
    produces: keys(PROFILE_IMAGE_TYPES),
  }),
});

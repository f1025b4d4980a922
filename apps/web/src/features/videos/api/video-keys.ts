import { videosKey } from '../../../shared/resources/videos.ts';

/**
 * Query keys of the videos feature: one list (shared with the sharing forms' video choice), read by
 * the grid, the player and the upload.
 */
export const videoKeys = {
  all: ['videos'] as const,
  list: videosKey,
};

import type { Video } from '@hirelane/contract/videos';

/** A WebM of 75 s in the user's library, for tests: no poster unless `overrides` gives one. */
export const testVideo = (id: string, name: string, overrides: Partial<Video> = {}): Video => ({
  id,
  name,
  description: 'test',
  videoCategoryId: 1,
  videoStorageServiceId: 1,
  mimeType: 'video/webm',
  size: 1_234_567,
  durationSeconds: 75,
  posterUrl: null,
  playbackUrl: `/api/video/play/${id}?expires=1&signature=abcdefghijklmnopqrstuvwxyz`,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { findOwned } from '../../platform/db/owned-rows.ts';
import type { VideosTable } from '../../platform/db/schema.ts';

/** Where a video's bytes are: the app's file store, or Vimeo. */
export type VideoLocation =
  | { service: 'built-in'; key: string }
  | { service: 'vimeo'; vimeoId: string; embedUrl: string };

export type VideoRecord = {
  id: string;
  userId: string;
  name: string;
  description: string;
  categoryId: number;
  location: VideoLocation;
  posterKey: string | null;
  mimeType: string;
  size: number;
  durationSeconds: number | null;
  createdAt: string;
};

export const BUILT_IN = 1;
export const VIMEO = 2;

const toLocation = (row: VideosTable): VideoLocation =>
  row.storage_service_id === VIMEO
    ? { service: 'vimeo', vimeoId: row.vimeo_id ?? '', embedUrl: row.embed_url ?? '' }
    : { service: 'built-in', key: row.storage_key ?? '' };

export const toVideo = (row: VideosTable): VideoRecord => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  description: row.description,
  categoryId: row.category_id,
  location: toLocation(row),
  posterKey: row.poster_key,
  mimeType: row.mime_type,
  size: read.count(row.size_bytes),
  durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
  createdAt: read.date(row.created_at),
});

/**
 * The one owner-scoped lookup of a video: undefined when it does not exist or belongs to someone
 * else. The videos feature manages it; a share link or the public profile plays it.
 */
export const findOwnVideo = async (db: Db, userId: string, id: string): Promise<VideoRecord | undefined> => {
  const row = await findOwned(db, 'videos', userId, id);
  return row && toVideo(row);
};

/** Where a video stored here keeps its bytes; null for one on Vimeo (it cannot play from this server). */
export const storedKey = (video: VideoRecord): string | null =>
  video.location.service === 'built-in' && video.location.key ? video.location.key : null;

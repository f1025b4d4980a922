import {
  BUILT_IN,
  findOwnVideo,
  toVideo,
  VIMEO,
  type VideoRecord,
} from '../../domain/videos/video-records.ts';
import type { Db } from '../../platform/db/database.ts';
import { deleteOwned } from '../../platform/db/owned-rows.ts';

/** SQL of the user's videos; every read and write is scoped by owner. */
export const createVideosRepository = (db: Db) => ({
  listByUser: async (userId: string): Promise<VideoRecord[]> => {
    const rows = await db
      .selectFrom('videos')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toVideo);
  },

  /** The video, or undefined when it does not exist or belongs to someone else. */
  find: (userId: string, id: string): Promise<VideoRecord | undefined> => findOwnVideo(db, userId, id),

  /** A video by id alone, for signed playback URLs (the signature proves the owner sent it). */
  findById: async (id: string): Promise<VideoRecord | undefined> => {
    const row = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toVideo(row);
  },

  insert: async (video: VideoRecord): Promise<void> => {
    const { location } = video;
    await db
      .insertInto('videos')
      .values({
        id: video.id,
        user_id: video.userId,
        name: video.name,
        description: video.description,
        category_id: video.categoryId,
        storage_service_id: location.service === 'vimeo' ? VIMEO : BUILT_IN,
        storage_key: location.service === 'built-in' ? location.key : null,
        vimeo_id: location.service === 'vimeo' ? location.vimeoId : null,
        embed_url: location.service === 'vimeo' ? location.embedUrl : null,
        poster_key: video.posterKey,
        mime_type: video.mimeType,
        size_bytes: video.size,
        duration_seconds: video.durationSeconds,
        created_at: video.createdAt,
      })
      .execute();
  },

  rename: async (userId: string, id: string, name: string): Promise<boolean> => {
    const result = await db
      .updateTable('videos')
      .set({ name })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  remove: async (userId: string, id: string): Promise<void> => {
    await deleteOwned(db, 'videos', userId, id);
  },
});

export type VideosRepository = ReturnType<typeof createVideosRepository>;

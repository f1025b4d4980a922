import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await createOwnedTable(db, 'videos')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    // 1 = the app's file store (disk or S3), 2 = Vimeo.
    .addColumn('storage_service_id', 'integer', (c) => c.notNull())
    // File store key of the video (service 1) or Vimeo's video id and player URL (service 2).
    .addColumn('storage_key', 'text')
    .addColumn('vimeo_id', 'text')
    .addColumn('embed_url', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('duration_seconds', 'real')
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'videos_user_created', 'videos', ['user_id', 'created_at']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('videos').execute();
};

import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { addRequiredColumn } from '../table-shapes.ts';

/**
 * A share link and the public profile may play one of their owner's videos (`video_id`); deleting
 * the video clears it from them (on delete set null). A public profile may let search engines find
 * it (`indexable`, opt-in): existing profiles start hidden from them.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  for (const table of ['shareable_cvs', 'public_profiles']) {
    await db.schema
      .alterTable(table)
      .addColumn('video_id', 'text', (c) => c.references('videos.id').onDelete('set null'))
      .execute();
  }
  await addRequiredColumn(db, 'public_profiles', 'indexable', t.boolean, false);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('public_profiles').dropColumn('indexable').execute();
  for (const table of ['shareable_cvs', 'public_profiles']) {
    await db.schema.alterTable(table).dropColumn('video_id').execute();
  }
};

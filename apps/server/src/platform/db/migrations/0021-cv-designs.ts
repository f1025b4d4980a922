import type { Kysely } from 'kysely';
import { createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

/**
 * How each user's CV is drawn (no row = the default design in the account's language), and a
 * design per share link (null = the owner's own choice).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await createOwnedTable(db, 'cv_design_settings')
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('accent', 'text', (c) => c.notNull())
    .addColumn('font', 'text', (c) => c.notNull())
    .addColumn('paper', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'updated_at'))
    .execute();
  await createOwnerIndex(db, 'cv_design_settings', { unique: true });
  await db.schema.alterTable('shareable_cvs').addColumn('design', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shareable_cvs').dropColumn('design').execute();
  await db.schema.dropTable('cv_design_settings').execute();
};

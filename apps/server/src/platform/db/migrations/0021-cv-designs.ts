import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createOwnedTable } from '../table-shapes.ts';

/**
 * How each user's CV is drawn (no row = the default design in the account's language), and a
 * design per share link (null = the owner's own choice).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createOwnedTable(db, 'cv_design_settings')
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('accent', 'text', (c) => c.notNull())
    .addColumn('font', 'text', (c) => c.notNull())
    .addColumn('paper', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cv_design_settings_user')
    .on('cv_design_settings')
    .column('user_id')
    .unique()
    .execute();
  await db.schema.alterTable('shareable_cvs').addColumn('design', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shareable_cvs').dropColumn('design').execute();
  await db.schema.dropTable('cv_design_settings').execute();
};

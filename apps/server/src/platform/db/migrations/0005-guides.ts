import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { withOwner } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('user_guides')
    .$call(withOwner)
    .addColumn('guide', 'text', (c) => c.notNull())
    .addColumn('completed_at', columnTypes(db).timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_guides_pk', ['user_id', 'guide'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('user_guides').execute();
};

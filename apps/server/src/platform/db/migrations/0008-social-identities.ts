import type { Kysely } from 'kysely';
import { createOwnerIndex, timestamps, withOwner } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Users are found by provider + subject, never by e-mail alone.
  await db.schema
    .createTable('social_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .$call(withOwner)
    .addColumn('email', 'text')
    .$call(timestamps(db, 'created_at'))
    .addPrimaryKeyConstraint('social_identities_pk', ['provider', 'subject'])
    .execute();
  await createOwnerIndex(db, 'social_identities');
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('social_identities').execute();
};

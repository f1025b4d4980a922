import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables of one user's rows, each with an app-made text id. */
export type OwnedTable = {
  [Name in keyof Database]: Database[Name] extends { id: string; user_id: string } ? Name : never;
}[keyof Database];

/**
 * A query of the user's row `id` of `table` alone, to select from: another user's row or an
 * unknown id reads as none.
 */
export const selectOwned = <Table extends OwnedTable>(
  db: Kysely<Database>,
  table: Table,
  userId: string,
  id: string,
) =>
  // Every owned table has both columns: the query is built over all of them, then typed as `table`'s.
  db
    .selectFrom(table as OwnedTable)
    .where('user_id', '=', userId)
    .where('id', '=', id) as unknown as SelectQueryBuilder<Database, Table, object>;

/** The user's row `id` of `table`; undefined when it does not exist or belongs to someone else. */
export const findOwned = async <Table extends OwnedTable>(
  db: Db,
  table: Table,
  userId: string,
  id: string,
): Promise<Selectable<Database[Table]> | undefined> =>
  (await selectOwned(db, table, userId, id).selectAll().executeTakeFirst()) as
    | Selectable<Database[Table]>
    | undefined;

/** Deletes the user's row `id` of `table`; false when they have none by that id. */
export const deleteOwned = async (
  db: Db,
  table: OwnedTable,
  userId: string,
  id: string,
): Promise<boolean> => {
  const result = await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The columns a new row of one user's starts with: its id, its owner, and both timestamps at `now`. */
export const newOwnedRow = ({ id, userId, now }: { id: string; userId: string; now: Date }) => {
  const at = now.toISOString();
  return { id, user_id: userId, created_at: at, updated_at: at };
};

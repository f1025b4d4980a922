import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables of one user's rows, each with an app-made text id. */
export type OwnedTable = {
  [Name in keyof Database]: Database[Name] extends { id: string; user_id: string } ? Name : never;
}[keyof Database];

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

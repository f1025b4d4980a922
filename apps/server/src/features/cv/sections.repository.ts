import { type CvSectionTable, inCvOrder } from '../../domain/cv/section-order.ts';
import type { Db } from '../../platform/db/database.ts';
import { deleteOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';
import type { Database } from '../../platform/db/schema.ts';

/** The CV sections kept as one row per entry, each owned by a user. */
export type SectionTables = Pick<Database, CvSectionTable>;
export type SectionTable = CvSectionTable;

type OwnedColumns = 'id' | 'user_id' | 'created_at' | 'updated_at';

/** The SQL of one section, every query scoped by the owner's id; entries listed in the CV's order. */
export type SectionRepository<T extends SectionTable> = {
  list: (userId: string) => Promise<SectionTables[T][]>;
  find: (userId: string, id: string) => Promise<SectionTables[T] | undefined>;
  count: (userId: string) => Promise<number>;
  /** `columns`: an entry's own columns, what the owner edits (no id, owner or timestamps). */
  insert: (userId: string, id: string, columns: SectionColumns<T>, now: Date) => Promise<void>;
  /** False when no entry of this user has the id. */
  update: (userId: string, id: string, columns: SectionColumns<T>, now: Date) => Promise<boolean>;
  remove: (userId: string, id: string) => Promise<boolean>;
};
type SectionColumns<T extends SectionTable> = Partial<Omit<SectionTables[T], OwnedColumns>>;

// Kysely types a query over "any one of these tables" (the union) but cannot tie a generic table
// name to its row type, so the body is written over the union and this signature states the tie.
export function createSectionRepository<T extends SectionTable>(db: Db, table: T): SectionRepository<T>;
export function createSectionRepository(db: Db, table: SectionTable) {
  const mine = (userId: string) => db.selectFrom(table).selectAll().where('user_id', '=', userId);
  return {
    list: (userId: string) => inCvOrder(table, mine(userId)).execute(),

    find: (userId: string, id: string) => mine(userId).where('id', '=', id).executeTakeFirst(),

    count: async (userId: string): Promise<number> => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    insert: async (userId: string, id: string, columns: object, now: Date): Promise<void> => {
      await db
        .insertInto(table)
        .values({ ...columns, ...newOwnedRow({ id, userId, now }) })
        .execute();
    },

    update: async (userId: string, id: string, columns: object, now: Date): Promise<boolean> => {
      const result = await db
        .updateTable(table)
        .set({ ...columns, updated_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    remove: (userId: string, id: string): Promise<boolean> => deleteOwned(db, table, userId, id),
  };
}

import type { Kysely } from 'kysely';
import { type CvSectionTable, inCvOrder } from '../../platform/cv/section-order.ts';
import type { Db } from '../../platform/db/database.ts';
import { deleteOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';
import type { Database } from '../../platform/db/schema.ts';

/** The CV sections kept as one row per entry, each owned by a user. */
export type SectionTables = Pick<Database, CvSectionTable>;
export type SectionTable = CvSectionTable;

type OwnedRow = { id: string; user_id: string; created_at: string; updated_at: string };
// Kysely cannot type a query over "one of these tables": queries are written against one loose
// table named "section" whose real name is swapped in below; callers get each table's exact row type.
type AnySection = Kysely<{ section: OwnedRow & Record<string, unknown> }>;

/** The SQL of one section, every query scoped by the owner's id; entries listed in the CV's order. */
export const createSectionRepository = <T extends SectionTable>(db: Db, table: T) => {
  const loose = db as unknown as AnySection;
  const section = table as unknown as 'section';
  type Row = SectionTables[T];
  /** An entry's own columns: what the owner edits, without id, owner or timestamps. */
  type Columns = Partial<Omit<Row, keyof OwnedRow>>;
  return {
    list: async (userId: string): Promise<Row[]> =>
      (await inCvOrder(
        table,
        loose.selectFrom(section).selectAll().where('user_id', '=', userId),
      ).execute()) as unknown as Row[],

    find: async (userId: string, id: string): Promise<Row | undefined> =>
      (await loose
        .selectFrom(section)
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()) as unknown as Row | undefined,

    count: async (userId: string): Promise<number> => {
      const row = await loose
        .selectFrom(section)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    insert: async (userId: string, id: string, columns: Columns, now: Date): Promise<void> => {
      await loose
        .insertInto(section)
        .values({ ...columns, ...newOwnedRow({ id, userId, now }) })
        .execute();
    },

    /** False when no entry of this user has the id. */
    update: async (userId: string, id: string, columns: Columns, now: Date): Promise<boolean> => {
      const result = await loose
        .updateTable(section)
        .set({ ...columns, updated_at: now.toISOString() } as Partial<OwnedRow>)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    remove: (userId: string, id: string): Promise<boolean> => deleteOwned(db, table, userId, id),
  };
};

export type SectionRepository<T extends SectionTable> = ReturnType<typeof createSectionRepository<T>>;

import { sql } from 'kysely';
import type { CamelDb } from '../../platform/db/camel-case.ts';
import { read } from '../../platform/db/dialect.ts';
import type { CvSection } from './cv-rows.ts';
import { type CvSectionTable, inCvOrder } from './section-order.ts';

/**
 * The SQL of one CV section's entries (through `camelCaseDb`), each query scoped by the owner's
 * id: what the builder, the import and the readers of a whole CV share.
 */

// Kysely cannot name a column of a generic table, so the owner and id go by reference (snake-cased
// by the plugin like any other name); a write names its table as one of the union.

const mine = <T extends CvSectionTable, Row, Fields, Entry>(
  db: CamelDb,
  section: CvSection<T, Row, Fields, Entry>,
  userId: string,
) => section.select(db).where(sql.ref<string>('userId'), '=', userId);

/** The user's entries of a section, in the CV's order. */
export const listEntries = async <T extends CvSectionTable, Row, Fields, Entry>(
  db: CamelDb,
  section: CvSection<T, Row, Fields, Entry>,
  userId: string,
): Promise<Entry[]> =>
  (await inCvOrder(section.table, mine(db, section, userId)).execute()).map(section.entry);

export const findEntry = async <T extends CvSectionTable, Row, Fields, Entry>(
  db: CamelDb,
  section: CvSection<T, Row, Fields, Entry>,
  userId: string,
  id: string,
): Promise<Entry | undefined> => {
  const rows = await mine(db, section, userId).where(sql.ref<string>('id'), '=', id).execute();
  return rows.map(section.entry)[0];
};

export const countEntries = async (db: CamelDb, table: CvSectionTable, userId: string): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return read.count(row?.n);
};

/** Stores a new entry of the user's, made of `fields`. */
export const insertEntry = async <T extends CvSectionTable, Fields>(
  db: CamelDb,
  section: Pick<CvSection<T, unknown, Fields, unknown>, 'table' | 'columns'>,
  entry: { userId: string; id: string; fields: Fields; now: Date },
): Promise<void> => {
  const table: CvSectionTable = section.table;
  const at = entry.now.toISOString();
  await db
    .insertInto(table)
    .values({
      ...section.columns(entry.fields),
      id: entry.id,
      userId: entry.userId,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
};

import { countEntries, findEntry, insertEntry, listEntries } from '../../domain/cv/cv-entries.ts';
import type { CvSection } from '../../domain/cv/cv-rows.ts';
import type { CvSectionTable } from '../../domain/cv/section-order.ts';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';
import { deleteOwned } from '../../platform/db/owned-rows.ts';

/** The SQL of one section, every query scoped by the owner's id; entries listed in the CV's order. */
export type SectionRepository<Fields, Entry> = {
  list: (userId: string) => Promise<Entry[]>;
  find: (userId: string, id: string) => Promise<Entry | undefined>;
  count: (userId: string) => Promise<number>;
  insert: (userId: string, id: string, fields: Fields, now: Date) => Promise<void>;
  /** False when no entry of this user has the id. */
  update: (userId: string, id: string, fields: Fields, now: Date) => Promise<boolean>;
  remove: (userId: string, id: string) => Promise<boolean>;
};

export const createSectionRepository = <T extends CvSectionTable, Row, Fields, Entry>(
  db: Db,
  section: CvSection<T, Row, Fields, Entry>,
): SectionRepository<Fields, Entry> => {
  const camel = camelCaseDb(db);
  const table: CvSectionTable = section.table;
  return {
    list: (userId) => listEntries(camel, section, userId),
    find: (userId, id) => findEntry(camel, section, userId, id),
    count: (userId) => countEntries(camel, table, userId),
    insert: (userId, id, fields, now) => insertEntry(camel, section, { userId, id, fields, now }),

    update: async (userId, id, fields, now) => {
      const result = await camel
        .updateTable(table)
        .set({ ...section.columns(fields), updatedAt: now.toISOString() })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    remove: (userId, id) => deleteOwned(db, table, userId, id),
  };
};

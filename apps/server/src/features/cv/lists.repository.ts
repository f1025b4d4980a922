import { type ListKind, loadCvList, putCvList } from '../../domain/cv/cv-lists.ts';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';

/** Whole lists stored as one JSON value per user and kind. */
export const createListsRepository = (db: Db) => {
  const camel = camelCaseDb(db);
  return {
    get: <T>(userId: string, kind: ListKind): Promise<T[]> => loadCvList<T>(camel, userId, kind),

    put: (userId: string, kind: ListKind, items: unknown[], now: Date): Promise<void> =>
      putCvList(camel, userId, { kind, items }, now),
  };
};

export type ListsRepository = ReturnType<typeof createListsRepository>;

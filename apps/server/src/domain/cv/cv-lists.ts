import type { LanguageSkill } from '@hirelane/contract/cv';
import type { CamelDb } from '../../platform/db/camel-case.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';

/** The CV's lists (skills, languages), each kept whole as one JSON value per user and kind. */

export type ListKind = 'personal' | 'professional' | 'languages';

export type CvLists = { professionalSkills: string[]; personalSkills: string[]; languages: LanguageSkill[] };

/** A list's items; no row yet: empty. */
const listItems = <T>(row: { items: unknown } | undefined): T[] => (row ? read.json<T[]>(row.items) : []);

/** The user's lists of every kind. */
export const loadCvLists = async (db: CamelDb, userId: string): Promise<CvLists> => {
  const rows = await db
    .selectFrom('cv_lists')
    .select(['kind', 'items'])
    .where('userId', '=', userId)
    .execute();
  const list = <T>(kind: ListKind) => listItems<T>(rows.find((row) => row.kind === kind));
  return {
    professionalSkills: list<string>('professional'),
    personalSkills: list<string>('personal'),
    languages: list<LanguageSkill>('languages'),
  };
};

/** The user's list of one kind. */
export const loadCvList = async <T>(db: CamelDb, userId: string, kind: ListKind): Promise<T[]> =>
  listItems<T>(
    await db
      .selectFrom('cv_lists')
      .select('items')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst(),
  );

/** Replaces one of the user's lists with `items`. */
export const putCvList = async (
  db: CamelDb,
  userId: string,
  list: { kind: ListKind; items: unknown[] },
  now: Date,
): Promise<void> => {
  const changes = { items: jsonParam(list.items), updatedAt: now.toISOString() };
  await db
    .insertInto('cv_lists')
    .values({ userId, kind: list.kind, ...changes })
    .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet(changes))
    .execute();
};

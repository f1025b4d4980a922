import type { Language } from '@hirelane/contract/constants';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { deleteOwned, findOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';
import type { LettersTable, LetterTemplatesTable } from '../../platform/db/schema.ts';

export type LetterRecord = {
  id: string;
  userId: string;
  jobId: string | null;
  /** Position and company of the linked job, while it is on the board. */
  job: { position: string; company: string } | null;
  title: string;
  company: string;
  contactName: string;
  body: string;
  language: Language;
  publicId: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 when written, one more on every save. */
  version: number;
};

/** The columns a user writes; the public id is the service's to give or take away. */
export type LetterFields = Pick<
  LetterRecord,
  'jobId' | 'title' | 'company' | 'contactName' | 'body' | 'language'
> & {
  publicId: string | null;
};

export type TemplateRecord = {
  id: string;
  name: string;
  language: Language;
  title: string;
  body: string;
  createdAt: string;
};

type LetterRow = LettersTable & { job_position: string | null; job_company: string | null };

const toLetter = (row: LetterRow): LetterRecord => ({
  id: row.id,
  userId: row.user_id,
  jobId: row.job_id,
  job: row.job_position === null ? null : { position: row.job_position, company: row.job_company ?? '' },
  title: row.title,
  company: row.company,
  contactName: row.contact_name,
  body: row.body,
  language: row.language,
  publicId: row.public_id,
  createdAt: read.date(row.created_at),
  updatedAt: read.date(row.updated_at),
  version: row.version,
});

const toTemplate = (row: LetterTemplatesTable): TemplateRecord => ({
  id: row.id,
  name: row.name,
  language: row.language,
  title: row.title,
  body: row.body,
  createdAt: read.date(row.created_at),
});

const toColumns = (fields: LetterFields) => ({
  job_id: fields.jobId,
  title: fields.title,
  company: fields.company,
  contact_name: fields.contactName,
  body: fields.body,
  language: fields.language,
  public_id: fields.publicId,
});

/** SQL of application letters and the user's own letter templates. */
export const createLettersRepository = (db: Db) => {
  const letters = () =>
    db
      .selectFrom('letters')
      .leftJoin('jobs', 'jobs.id', 'letters.job_id')
      .selectAll('letters')
      .select(['jobs.position as job_position', 'jobs.company as job_company']);

  return {
    /** One page, most recently changed first, and how many there are in all. */
    page: async (userId: string, offset: number, limit: number) => {
      const [rows, total] = await Promise.all([
        letters()
          .where('letters.user_id', '=', userId)
          .orderBy('letters.updated_at', 'desc')
          .orderBy('letters.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('letters')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { letters: rows.map(toLetter), total: read.count(total.count) };
    },

    find: async (userId: string, id: string): Promise<LetterRecord | undefined> => {
      const row = await letters()
        .where('letters.user_id', '=', userId)
        .where('letters.id', '=', id)
        .executeTakeFirst();
      return row && toLetter(row);
    },

    /** A public letter by its link's secret, with its sender's name. */
    findPublic: async (publicId: string) => {
      const row = await letters()
        .innerJoin('users', 'users.id', 'letters.user_id')
        .select(['users.first_name', 'users.last_name'])
        .where('letters.public_id', '=', publicId)
        .executeTakeFirst();
      return row && { letter: toLetter(row), senderName: `${row.first_name} ${row.last_name}`.trim() };
    },

    insert: async (letter: { id: string; userId: string; now: Date } & LetterFields) => {
      await db
        .insertInto('letters')
        .values({ ...newOwnedRow(letter), ...toColumns(letter), version: 1 })
        .execute();
    },

    /**
     * Saves the fields and counts the version up; with `onlyVersion`, only while the letter is still at
     * that version (the check and the write are one statement). Whether a letter was saved.
     */
    update: async (
      userId: string,
      id: string,
      fields: LetterFields,
      now: Date,
      onlyVersion?: number,
    ): Promise<boolean> => {
      let update = db
        .updateTable('letters')
        .set((eb) => ({
          ...toColumns(fields),
          updated_at: now.toISOString(),
          version: eb('version', '+', 1),
        }))
        .where('user_id', '=', userId)
        .where('id', '=', id);
      if (onlyVersion !== undefined) update = update.where('version', '=', onlyVersion);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether a letter was there to delete. */
    delete: (userId: string, id: string): Promise<boolean> => deleteOwned(db, 'letters', userId, id),

    listTemplates: async (userId: string): Promise<TemplateRecord[]> =>
      (
        await db
          .selectFrom('letter_templates')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .execute()
      ).map(toTemplate),

    findTemplate: async (userId: string, id: string): Promise<TemplateRecord | undefined> => {
      const row = await findOwned(db, 'letter_templates', userId, id);
      return row && toTemplate(row);
    },

    countTemplates: async (userId: string): Promise<number> =>
      read.count(
        (
          await db
            .selectFrom('letter_templates')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).count,
      ),

    insertTemplate: async (
      template: { id: string; userId: string; now: Date } & Omit<TemplateRecord, 'id' | 'createdAt'>,
    ) => {
      await db
        .insertInto('letter_templates')
        .values({
          id: template.id,
          user_id: template.userId,
          name: template.name,
          language: template.language,
          title: template.title,
          body: template.body,
          created_at: template.now.toISOString(),
        })
        .execute();
    },

    deleteTemplate: (userId: string, id: string): Promise<boolean> =>
      deleteOwned(db, 'letter_templates', userId, id),
  };
};

export type LettersRepository = ReturnType<typeof createLettersRepository>;

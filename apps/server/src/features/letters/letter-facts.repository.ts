import { createPersonFactsRepository, type PersonFacts } from '../../domain/cv/person-facts.repository.ts';
import type { Db } from '../../platform/db/database.ts';
import { selectOwned } from '../../platform/db/owned-rows.ts';

/** The sender of a letter: the person whose profile and CV it draws on. */
export type SenderFacts = PersonFacts;

/** What a letter can say about the job it is for. */
export type JobFacts = {
  id: string;
  position: string;
  company: string;
  contactName: string | null;
  location: string | null;
  description: string | null;
};

/** Reads (never writes) the profile, CV and job tables a letter draws on. */
export const createLetterFactsRepository = (db: Db) => ({
  sender: createPersonFactsRepository(db).person,

  /** The user's own job, or undefined for anyone else's or an unknown id. */
  job: async (userId: string, jobId: string): Promise<JobFacts | undefined> => {
    const row = await selectOwned(db, 'jobs', userId, jobId)
      .select(['id', 'position', 'company', 'contact_name', 'location', 'description'])
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        position: row.position,
        company: row.company,
        contactName: row.contact_name,
        location: row.location,
        description: row.description,
      }
    );
  },
});

export type LetterFactsRepository = ReturnType<typeof createLetterFactsRepository>;

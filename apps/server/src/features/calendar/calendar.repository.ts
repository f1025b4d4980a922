import { type Language, languageOrDefault } from '@hirelane/contract/constants';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { selectOwned } from '../../platform/db/owned-rows.ts';
import { newId } from '../../platform/security/random.ts';
import type { Interview } from './interview-events.ts';

/** A user's feed as stored: the seed its token is derived from, and that token's hash. */
export type StoredFeed = { secretSeed: string; tokenHash: string; createdAt: string };

/** Whose feed a token opens, and the language its calendar is written in. */
export type FeedOwner = { userId: string; language: Language };

/** Upcoming interviews in one feed at most: far more than anyone has. */
const FEED_LIMIT = 500;

const INTERVIEW_COLUMNS = [
  'id',
  'position',
  'company',
  'location',
  'posting_url',
  'next_interview_at',
  'updated_at',
] as const;

type InterviewRow = {
  id: string;
  position: string;
  company: string;
  location: string | null;
  posting_url: string | null;
  next_interview_at: unknown;
  updated_at: unknown;
};

const toInterview = (row: InterviewRow): Interview => ({
  jobId: row.id,
  position: row.position,
  company: row.company,
  location: row.location,
  postingUrl: row.posting_url,
  startsAt: new Date(read.date(row.next_interview_at)),
  updatedAt: new Date(read.date(row.updated_at)),
});

/** Interviews read from the jobs table (scoped by owner) and the feeds' tokens. */
export const createCalendarRepository = (db: Db) => ({
  /** A job of the user with an interview set; undefined for another user's job or none set. */
  findInterview: async (userId: string, jobId: string): Promise<Interview | undefined> => {
    const row = await selectOwned(db, 'jobs', userId, jobId)
      .select(INTERVIEW_COLUMNS)
      .where('next_interview_at', 'is not', null)
      .executeTakeFirst();
    return row && toInterview(row);
  },

  /** The user's interviews starting after `after`, soonest first. */
  listInterviewsAfter: async (userId: string, after: Date): Promise<Interview[]> => {
    const rows = await db
      .selectFrom('jobs')
      .select(INTERVIEW_COLUMNS)
      .where('user_id', '=', userId)
      .where('next_interview_at', '>', after.toISOString())
      .orderBy('next_interview_at')
      .orderBy('id')
      .limit(FEED_LIMIT)
      .execute();
    return rows.map(toInterview);
  },

  findFeed: async (userId: string): Promise<StoredFeed | undefined> => {
    const row = await db
      .selectFrom('calendar_feeds')
      .select(['secret_seed', 'token_hash', 'created_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (
      row && { secretSeed: row.secret_seed, tokenHash: row.token_hash, createdAt: read.date(row.created_at) }
    );
  },

  /** The owner of the feed whose token hashes to `tokenHash`. */
  findFeedOwner: async (tokenHash: string): Promise<FeedOwner | undefined> => {
    const row = await db
      .selectFrom('calendar_feeds')
      .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
      .select(['calendar_feeds.user_id', 'users.locale'])
      .where('calendar_feeds.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && { userId: row.user_id, language: languageOrDefault(row.locale) };
  },

  /** Stores a feed unless the user has one (two first calls at once keep the first). */
  insertFeed: async (userId: string, feed: StoredFeed): Promise<void> => {
    await db
      .insertInto('calendar_feeds')
      .values({
        id: newId(),
        user_id: userId,
        secret_seed: feed.secretSeed,
        token_hash: feed.tokenHash,
        created_at: feed.createdAt,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  /** Gives the user's feed a new token in one statement: the old one stops matching at once. */
  replaceFeed: async (userId: string, feed: StoredFeed): Promise<boolean> => {
    const result = await db
      .updateTable('calendar_feeds')
      .set({ secret_seed: feed.secretSeed, token_hash: feed.tokenHash, created_at: feed.createdAt })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The token hash after the server key changed (the seed stays; the address follows the key). */
  updateTokenHash: async (userId: string, tokenHash: string): Promise<void> => {
    await db
      .updateTable('calendar_feeds')
      .set({ token_hash: tokenHash })
      .where('user_id', '=', userId)
      .execute();
  },

  deleteFeed: async (userId: string): Promise<void> => {
    await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  },
});

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

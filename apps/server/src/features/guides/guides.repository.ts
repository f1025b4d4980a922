import type { JobLane } from '@hirelane/contract/constants';
import type { FirstRunStep } from '@hirelane/contract/guides';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { Database } from '../../platform/db/schema.ts';

type Eb = ExpressionBuilder<Database, never>;

const LANES_PAST_SAVED: JobLane[] = ['applied', 'interviewed', 'hired', 'rejected'];

/** What in a user's data shows each step of the first-run path was taken. */
const EVIDENCE: Record<FirstRunStep, (eb: Eb, userId: string) => ReturnType<Eb['exists']>> = {
  addJob: (eb, userId) => eb.exists(eb.selectFrom('jobs').select('id').where('user_id', '=', userId)),
  // A job past Saved: moved along (or saved straight into a later lane); Drafts is not a step on.
  moveJob: (eb, userId) =>
    eb.exists(
      eb
        .selectFrom('jobs')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', LANES_PAST_SAVED),
    ),
  buildCv: (eb, userId) =>
    eb.or([
      eb.exists(eb.selectFrom('cv_experiences').select('id').where('user_id', '=', userId)),
      eb.exists(eb.selectFrom('cv_educations').select('id').where('user_id', '=', userId)),
      eb.exists(eb.selectFrom('cv_certifications').select('id').where('user_id', '=', userId)),
      eb.exists(eb.selectFrom('cv_lists').select('kind').where('user_id', '=', userId)),
    ]) as ReturnType<Eb['exists']>,
  pickDesign: (eb, userId) =>
    eb.exists(eb.selectFrom('cv_design_settings').select('id').where('user_id', '=', userId)),
  tailorCv: (eb, userId) =>
    eb.exists(eb.selectFrom('tailored_cvs').select('id').where('user_id', '=', userId)),
  shareCv: (eb, userId) =>
    eb.or([
      eb.exists(eb.selectFrom('shareable_cvs').select('id').where('user_id', '=', userId)),
      eb.exists(
        eb
          .selectFrom('public_profiles')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('is_visible', '=', true),
      ),
    ]) as ReturnType<Eb['exists']>,
};

export const createGuidesRepository = (db: Db) => ({
  /** The user's guide rows: closed guides, marked steps and the path's state. */
  rows: async (userId: string): Promise<string[]> =>
    (await db.selectFrom('user_guides').select('guide').where('user_id', '=', userId).execute()).map(
      (row) => row.guide,
    ),

  /** Idempotent: adding a row twice keeps the first time. */
  add: async (userId: string, guide: string, now: Date): Promise<void> => {
    await db
      .insertInto('user_guides')
      .values({ user_id: userId, guide, completed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'guide']).doNothing())
      .execute();
  },

  remove: async (userId: string, guides: readonly string[]): Promise<void> => {
    if (guides.length === 0) return;
    await db.deleteFrom('user_guides').where('user_id', '=', userId).where('guide', 'in', guides).execute();
  },

  /** Which steps the user's data shows were taken, in one query. */
  stepsTaken: async (userId: string): Promise<Set<FirstRunStep>> => {
    const steps = Object.keys(EVIDENCE) as FirstRunStep[];
    const row = (await db
      .selectNoFrom((eb) => steps.map((step) => EVIDENCE[step](eb as Eb, userId).as(step)))
      .executeTakeFirstOrThrow()) as Record<FirstRunStep, unknown>;
    return new Set(steps.filter((step) => read.bool(row[step])));
  },
});

export type GuidesRepository = ReturnType<typeof createGuidesRepository>;

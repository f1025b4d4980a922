import type { TailoredCvChanges } from '@hirelane/contract/tailored-cv';
import { jobCompany } from '../../domain/jobs/job-facts.ts';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam } from '../../platform/db/dialect.ts';
import { newId } from '../../platform/security/random.ts';

/** The one writer of `tailored_cvs` (one version per job), always scoped by the owner. */
export const createTailoredCvRepository = (db: Db) => ({
  save: async (
    userId: string,
    jobId: string,
    changes: TailoredCvChanges,
    prioritySkills: readonly string[],
    now: Date,
  ): Promise<void> => {
    const values = {
      headline: changes.headline,
      summary: changes.summary,
      excluded_entry_ids: jsonParam(changes.excludedEntryIds),
      entry_order: jsonParam(changes.entryOrder),
      description_overrides: jsonParam(changes.descriptionOverrides),
      professional_skills: changes.professionalSkills === null ? null : jsonParam(changes.professionalSkills),
      priority_skills: jsonParam(prioritySkills),
      design: changes.design,
      hidden_skill_ids: jsonParam(changes.hiddenSkillIds),
      updated_at: now.toISOString(),
    };
    await db
      .insertInto('tailored_cvs')
      .values({ id: newId(), user_id: userId, job_id: jobId, created_at: now.toISOString(), ...values })
      .onConflict((oc) => oc.column('job_id').doUpdateSet(values))
      .execute();
  },

  remove: async (userId: string, jobId: string): Promise<boolean> => {
    const result = await db
      .deleteFrom('tailored_cvs')
      .where('user_id', '=', userId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** The job's company when the job is the user's own; undefined when it is not. */
  ownJob: async (userId: string, jobId: string): Promise<{ company: string } | undefined> => {
    const company = await jobCompany(db, userId, jobId);
    return company === undefined ? undefined : { company };
  },
});

export type TailoredCvRepository = ReturnType<typeof createTailoredCvRepository>;

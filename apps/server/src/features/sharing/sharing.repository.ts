import type { CvDesignId } from '@hirelane/contract/cv-designs';
import type { ContactField } from '@hirelane/contract/sharing';
import { ownsJob } from '../../domain/jobs/job-facts.ts';
import { type ShareableLink, toLink } from '../../domain/shared-cv/share-links.ts';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam } from '../../platform/db/dialect.ts';
import { deleteOwned, findOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';

/** What the owner chooses for a link (on making it and on editing it). */
type LinkSettings = {
  title: string;
  expiryDate: string | null;
  contactFields: readonly ContactField[];
  videoId: string | null;
  design: CvDesignId | null;
  jobId: string | null;
};

const linkColumns = (settings: LinkSettings) => ({
  title: settings.title,
  expiry_date: settings.expiryDate,
  contact_fields: jsonParam(settings.contactFields),
  video_id: settings.videoId,
  design: settings.design,
  job_id: settings.jobId,
});

/** SQL of the owner's shareable links and their views. */
export const createSharingRepository = (db: Db) => ({
  listShareable: async (userId: string, jobId?: string): Promise<ShareableLink[]> =>
    (
      await db
        .selectFrom('shareable_cvs')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(jobId !== undefined, (query) => query.where('job_id', '=', jobId ?? ''))
        .orderBy('created_at', 'desc')
        .execute()
    ).map(toLink),

  findShareable: async (userId: string, id: string): Promise<ShareableLink | undefined> => {
    const row = await findOwned(db, 'shareable_cvs', userId, id);
    return row && toLink(row);
  },

  insertShareable: async (link: LinkSettings & { id: string; userId: string; now: Date }) => {
    await db
      .insertInto('shareable_cvs')
      .values({ ...newOwnedRow(link), ...linkColumns(link), views: 0 })
      .execute();
  },

  updateShareable: async (userId: string, id: string, change: LinkSettings & { now: Date }) => {
    await db
      .updateTable('shareable_cvs')
      .set({ ...linkColumns(change), updated_at: change.now.toISOString() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  },

  removeShareable: (userId: string, id: string): Promise<boolean> =>
    deleteOwned(db, 'shareable_cvs', userId, id),

  /** Adds each link's new views to its count (a link deleted meanwhile is skipped). */
  addViews: async (counts: ReadonlyMap<string, number>) => {
    for (const [id, views] of counts) {
      await db
        .updateTable('shareable_cvs')
        .set((eb) => ({ views: eb('views', '+', views) }))
        .where('id', '=', id)
        .execute();
    }
  },

  /** True when the job is the user's own. */
  ownsJob: (userId: string, jobId: string): Promise<boolean> => ownsJob(db, userId, jobId),
});

export type SharingRepository = ReturnType<typeof createSharingRepository>;

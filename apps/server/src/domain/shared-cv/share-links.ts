import { cvDesignId } from '@hirelane/contract/cv-design-schemas';
import type { CvDesignId } from '@hirelane/contract/cv-designs';
import type { ContactField } from '@hirelane/contract/sharing';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { ShareableCvsTable } from '../../platform/db/schema-cv.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';

export const LINK_NOT_FOUND = 'This link does not exist or was deleted';

export type ShareableLink = {
  id: string;
  userId: string;
  title: string;
  expiryDate: string | null;
  views: number;
  contactFields: ContactField[];
  /** The owner's video the link plays, or null. */
  videoId: string | null;
  /** The link's own CV design, or null to follow the owner's choice. */
  design: CvDesignId | null;
  /** The job whose tailored version of the CV the link shows, or null for the main CV. */
  jobId: string | null;
  createdAt: string;
};

export const toLink = (row: ShareableCvsTable): ShareableLink => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  expiryDate: row.expiry_date,
  views: Number(row.views),
  contactFields: read.json<ContactField[]>(row.contact_fields),
  videoId: row.video_id,
  // Read on every visit of a link: most links follow the owner's design (null), which needs no check.
  design: row.design === null ? null : (cvDesignId.safeParse(row.design).data ?? null),
  jobId: row.job_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A link works through the end of its expiry day (UTC). */
export const isExpired = (link: Pick<ShareableLink, 'expiryDate'>, now: Date) =>
  link.expiryDate !== null && now.toISOString().slice(0, 10) > link.expiryDate;

/**
 * A public link's row by its secret id, for anyone holding it: read on every visit (dead at once
 * when deleted); 404 unknown, 410 expired.
 */
export const openLink = async (db: Db, now: Date, id: string): Promise<ShareableLink> => {
  const row = await db.selectFrom('shareable_cvs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(LINK_NOT_FOUND);
  const link = toLink(row);
  if (isExpired(link, now)) throw new AppError('GONE', 'This link has expired. Ask its owner for a new one.');
  return link;
};

import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { type CvSections, loadCvSections } from './cv-sections.ts';

/** A visible endorsement, as a CV shows it. */
export type CvEndorsement = {
  endorserName: string;
  endorserTitle: string;
  relationship: number;
  text: string;
};

/** The profile's contact details, all of them: a link or profile picks what it shows. */
export type CvContactDetails = {
  email: string;
  phone: string;
  links: { label: string; url: string }[];
  /** The photo's key in the file store, and when it last changed (a version for its URL). */
  photoKey: string | null;
  photoUpdatedAt: string | null;
};

/** Everything a CV shows, read in one go for the public views and the PDF. */
export type CvSnapshot = {
  firstName: string;
  lastName: string;
  headline: string | null;
  location: string | null;
  summary: string | null;
  contact: CvContactDetails;
  endorsements: CvEndorsement[];
} & CvSections;

/**
 * A user's whole CV with every contact detail and each entry's id, sections in CV order: what a
 * shared link, the public profile, a PDF or a job's tailored version picks from.
 */
export const loadCvSnapshot = async (db: Db, userId: string): Promise<CvSnapshot> => {
  const [user, profile, sections, endorsements] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('profiles')
      .select([
        'headline',
        'location',
        'summary',
        'contact_email',
        'phone',
        'links',
        'image_key',
        'image_updated_at',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    loadCvSections(db, userId),
    db
      .selectFrom('endorsements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_visible', '=', true)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    headline: profile?.headline || null,
    location: profile?.location || null,
    summary: profile?.summary || null,
    contact: {
      email: profile?.contact_email ?? '',
      phone: profile?.phone ?? '',
      links: profile ? read.json<{ label: string; url: string }[]>(profile.links) : [],
      photoKey: profile?.image_key ?? null,
      photoUpdatedAt: read.optionalDate(profile?.image_updated_at),
    },
    ...sections,
    endorsements: endorsements.map((row) => ({
      endorserName: row.endorser_name,
      endorserTitle: row.endorser_title,
      relationship: Number(row.relationship),
      text: row.text,
    })),
  };
};

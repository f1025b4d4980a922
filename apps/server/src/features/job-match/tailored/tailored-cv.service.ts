import type { Language } from '@hirelane/contract/constants';
import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import type { JobMatch } from '@hirelane/contract/job-match';
import { CONTACT_FIELDS } from '@hirelane/contract/sharing';
import type { TailoredCv, TailoredCvChanges, TailoredEntry } from '@hirelane/contract/tailored-cv';
import type { Clock } from '../../../platform/clock.ts';
import type { CvSnapshot } from '../../../platform/cv/cv-snapshot.ts';
import { presentPublicCv } from '../../../platform/cv/public-cv.ts';
import {
  inVersionOrder,
  type TailoredVersion,
  type TailoredVersions,
  tailoredCv,
} from '../../../platform/cv/tailored-versions.ts';
import { notFound, orNotFound } from '../../../platform/http/app-error.ts';
import { readRequirementsOffline } from '../requirements/offline-requirements.ts';
import { vocabulary } from '../vocabulary/vocabulary.ts';

export type TailoredCvDeps = {
  versions: TailoredVersions;
  /** The user's whole CV. */
  loadCv: (userId: string) => Promise<CvSnapshot>;
  /** True when the job is the user's own. */
  ownsJob: (userId: string, jobId: string) => Promise<boolean>;
  /** How the main CV meets the job's ad. */
  match: (userId: string, jobId: string, locale: Language) => Promise<JobMatch>;
  clock: Clock;
};

const JOB_NOT_FOUND = 'This job does not exist or was deleted';
const SKILL_KINDS = new Set(['skill', 'tool']);
const normal = (text: string) => text.trim().toLocaleLowerCase();

/** A version that changes nothing: what "Tailor my CV" starts from. */
const untouched = (jobId: string, prioritySkills: string[]): TailoredVersion => ({
  jobId,
  headline: null,
  summary: null,
  excludedEntryIds: [],
  entryOrder: [],
  descriptionOverrides: {},
  professionalSkills: null,
  design: null,
  prioritySkills,
  updatedAt: '',
});

/** Every entry of the CV a version can keep, leave out or move, in the version's order. */
const entriesOf = (cv: CvSnapshot, version: TailoredVersion): TailoredEntry[] => {
  const excluded = new Set(version.excludedEntryIds);
  const entry = (
    id: string,
    section: TailoredEntry['section'],
    title: string,
    subtitle: string | null,
    description: string | null,
  ) => ({
    id,
    section,
    title,
    subtitle,
    description,
    excluded: excluded.has(id),
  });
  return [
    ...inVersionOrder(cv.experience, (e) => e.userExperienceId, version.entryOrder).map((e) =>
      entry(e.userExperienceId, 'experience', e.title, e.company, e.description),
    ),
    ...inVersionOrder(cv.education, (e) => e.userEducationId, version.entryOrder).map((e) =>
      entry(
        e.userEducationId,
        'education',
        [e.degree, e.field].filter(Boolean).join(', ') || e.school,
        e.school,
        e.description,
      ),
    ),
    ...inVersionOrder(cv.certifications, (c) => c.userCertificationId, version.entryOrder).map((c) =>
      entry(c.userCertificationId, 'certifications', c.name, c.issuer, null),
    ),
  ];
};

/**
 * A job's tailored version of the CV: read (before one is saved, the main CV as it would be
 * tailored), saved whole, or dropped. The skills the ad asks for, as the match reads them, go first.
 */
export const createTailoredCvService = ({ versions, loadCv, ownsJob, match, clock }: TailoredCvDeps) => {
  const ownJob = async (userId: string, jobId: string) => {
    if (!(await ownsJob(userId, jobId))) throw notFound(JOB_NOT_FOUND);
  };

  /**
   * The CV's skills that meet a skill the ad asks for: by name, or as the same skill under another
   * name (the match's own vocabulary reads each skill, so "Postgres" meets "PostgreSQL").
   */
  const prioritySkills = async (userId: string, jobId: string, cv: CvSnapshot, locale: Language) => {
    const { matched } = await match(userId, jobId, locale);
    const wanted = new Set(
      matched
        .filter((item) => SKILL_KINDS.has(item.kind))
        .flatMap((item) => [normal(item.id), normal(item.name)]),
    );
    if (wanted.size === 0) return [];
    return cv.professionalSkills.filter(
      (skill) =>
        wanted.has(normal(skill)) ||
        readRequirementsOffline(skill, locale, vocabulary()).some((read) => wanted.has(normal(read.id))),
    );
  };

  const present = (cv: CvSnapshot, version: TailoredVersion, saved: boolean): TailoredCv => ({
    jobId: version.jobId,
    saved,
    headline: version.headline,
    summary: version.summary,
    excludedEntryIds: version.excludedEntryIds,
    entryOrder: version.entryOrder,
    descriptionOverrides: version.descriptionOverrides,
    professionalSkills: version.professionalSkills,
    design: version.design,
    entries: entriesOf(cv, version),
    cv: presentPublicCv(tailoredCv(cv, version), {
      sections: [...CV_SECTION_KEYS],
      contactFields: CONTACT_FIELDS,
      photoUrl: null,
    }),
    updatedAt: saved ? version.updatedAt : null,
  });

  /** Only ids of the user's own entries are kept: a stale or foreign id means nothing here. */
  const ownIds = (cv: CvSnapshot, changes: TailoredCvChanges): TailoredCvChanges => {
    const known = new Set(entriesOf(cv, untouched('', [])).map((entry) => entry.id));
    const experience = new Set(cv.experience.map((entry) => entry.userExperienceId));
    return {
      ...changes,
      excludedEntryIds: [...new Set(changes.excludedEntryIds.filter((id) => known.has(id)))],
      entryOrder: [...new Set(changes.entryOrder.filter((id) => known.has(id)))],
      descriptionOverrides: Object.fromEntries(
        Object.entries(changes.descriptionOverrides).filter(([id]) => experience.has(id)),
      ),
    };
  };

  const get = async (userId: string, jobId: string, locale: Language): Promise<TailoredCv> => {
    await ownJob(userId, jobId);
    const [cv, version] = await Promise.all([loadCv(userId), versions.find(userId, jobId)]);
    if (version) return present(cv, version, true);
    return present(cv, untouched(jobId, await prioritySkills(userId, jobId, cv, locale)), false);
  };

  return {
    get,

    save: async (userId: string, jobId: string, changes: TailoredCvChanges, locale: Language) => {
      await ownJob(userId, jobId);
      const cv = await loadCv(userId);
      const priority = await prioritySkills(userId, jobId, cv, locale);
      await versions.save(userId, jobId, ownIds(cv, changes), priority, clock.now());
      // The CV just read and the version as stored: no second round of ownership and CV reads.
      return present(cv, await orNotFound(versions.find(userId, jobId), JOB_NOT_FOUND), true);
    },

    /** Drops the version: the job shows the main CV again. */
    remove: async (userId: string, jobId: string) => {
      await ownJob(userId, jobId);
      if (!(await versions.remove(userId, jobId))) throw notFound('This job has no tailored CV');
    },
  };
};

export type TailoredCvService = ReturnType<typeof createTailoredCvService>;

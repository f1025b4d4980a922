import type { Language } from '@hirelane/contract/constants';
import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import { CONTACT_FIELDS } from '@hirelane/contract/sharing';
import {
  noTailoring,
  type TailoredCv,
  type TailoredCvChanges,
  type TailoredEntry,
  type TailoredSkill,
  tailoredSkillId,
} from '@hirelane/contract/tailored-cv';
import { type CvOutput, OWN_CV, type PdfChoice } from '../../domain/cv/cv-output.ts';
import { namedForJob } from '../../domain/cv/cv-pdf.ts';
import type { CvSnapshot } from '../../domain/cv/cv-snapshot.ts';
import { presentPublicCv } from '../../domain/cv/public-cv.ts';
import { inVersionOrder, type TailoredVersion, tailoredCv } from '../../domain/cv/tailored-versions.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, orNotFound } from '../../platform/http/app-error.ts';
import type { SkillsAskedFor } from '../../platform/job-ad-reader.ts';
import type { TailoredCvRepository } from './tailored-cv.repository.ts';

export type TailoredCvDeps = {
  repo: TailoredCvRepository;
  /** A job's saved version, undefined before one is saved. */
  findVersion: (userId: string, jobId: string) => Promise<TailoredVersion | undefined>;
  /** The user's whole CV. */
  loadCv: (userId: string) => Promise<CvSnapshot>;
  /** The CV's skills the job's ad asks for (the job match reads the ad). */
  skillsAskedFor: SkillsAskedFor;
  /** The CV as it goes out, as a PDF. */
  output: CvOutput;
  clock: Clock;
};

const JOB_NOT_FOUND = 'This job does not exist or was deleted';

/** A version that changes nothing: what "Tailor my CV" starts from. */
const untouched = (jobId: string, prioritySkills: string[]): TailoredVersion => ({
  jobId,
  ...noTailoring(),
  prioritySkills,
  updatedAt: '',
});

/** Every skill and language of the main CV, in its order, marked when the version hides it. */
const skillsOf = (cv: CvSnapshot, version: TailoredVersion): TailoredSkill[] => {
  const hidden = new Set(version.hiddenSkillIds);
  const skill = (kind: TailoredSkill['kind'], name: string) => {
    const id = tailoredSkillId(kind, name);
    return { id, kind, name, hidden: hidden.has(id) };
  };
  return [
    ...cv.professionalSkills.map((name) => skill('professional', name)),
    ...cv.personalSkills.map((name) => skill('personal', name)),
    ...cv.languages.map((entry) => skill('language', entry.language)),
  ];
};

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
 * tailored), saved whole, dropped, or downloaded as a PDF. The skills the ad asks for, as the
 * match reads them, go first.
 */
export const createTailoredCvService = ({
  repo,
  findVersion,
  loadCv,
  skillsAskedFor,
  output,
  clock,
}: TailoredCvDeps) => {
  /** The user's own job (its company names the PDF); another user's job is not found. */
  const ownJob = async (userId: string, jobId: string) =>
    orNotFound(repo.ownJob(userId, jobId), JOB_NOT_FOUND);

  /** The CV's skills the ad asks for, which go first. */
  const prioritySkills = (userId: string, jobId: string, cv: CvSnapshot, locale: Language) =>
    skillsAskedFor(userId, jobId, cv.professionalSkills, locale);

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
    hiddenSkillIds: version.hiddenSkillIds,
    entries: entriesOf(cv, version),
    skills: skillsOf(cv, version),
    cv: presentPublicCv(tailoredCv(cv, version), {
      sections: [...CV_SECTION_KEYS],
      contactFields: CONTACT_FIELDS,
      photoUrl: null,
    }),
    updatedAt: saved ? version.updatedAt : null,
  });

  /** Only ids of the user's own entries and skills are kept: a stale or foreign id means nothing here. */
  const ownIds = (cv: CvSnapshot, changes: TailoredCvChanges): TailoredCvChanges => {
    const known = new Set(entriesOf(cv, untouched('', [])).map((entry) => entry.id));
    const skills = new Set([
      ...skillsOf(cv, untouched('', [])).map((skill) => skill.id),
      ...(changes.professionalSkills ?? []).map((name) => tailoredSkillId('professional', name)),
    ]);
    const experience = new Set(cv.experience.map((entry) => entry.userExperienceId));
    return {
      ...changes,
      excludedEntryIds: [...new Set(changes.excludedEntryIds.filter((id) => known.has(id)))],
      entryOrder: [...new Set(changes.entryOrder.filter((id) => known.has(id)))],
      descriptionOverrides: Object.fromEntries(
        Object.entries(changes.descriptionOverrides).filter(([id]) => experience.has(id)),
      ),
      hiddenSkillIds: [...new Set(changes.hiddenSkillIds.filter((id) => skills.has(id)))],
    };
  };

  /**
   * The version's PDF named for its job: "Ingrid-Solberg-CV-Equinor.pdf" (the company's letters and
   * digits kept, anything else between them one hyphen).
   */
  const pdfForJob = async (cv: CvSnapshot, company: string, design: Parameters<CvOutput['pdfOf']>[2]) =>
    namedForJob(await output.pdfOf(cv, OWN_CV, design), cv, company);

  const get = async (userId: string, jobId: string, locale: Language): Promise<TailoredCv> => {
    await ownJob(userId, jobId);
    const [cv, version] = await Promise.all([loadCv(userId), findVersion(userId, jobId)]);
    if (version) return present(cv, version, true);
    return present(cv, untouched(jobId, await prioritySkills(userId, jobId, cv, locale)), false);
  };

  return {
    get,

    save: async (userId: string, jobId: string, changes: TailoredCvChanges, locale: Language) => {
      await ownJob(userId, jobId);
      const cv = await loadCv(userId);
      const priority = await prioritySkills(userId, jobId, cv, locale);
      await repo.save(userId, jobId, ownIds(cv, changes), priority, clock.now());
      // The CV just read and the version as stored: no second round of ownership and CV reads.
      return present(cv, await orNotFound(findVersion(userId, jobId), JOB_NOT_FOUND), true);
    },

    /** Drops the version: the job shows the main CV again. */
    remove: async (userId: string, jobId: string) => {
      await ownJob(userId, jobId);
      if (!(await repo.remove(userId, jobId))) throw notFound('This job has no tailored CV');
    },

    /**
     * A job's tailored CV as a PDF (the main CV until a version is saved), in the version's design,
     * or the design and paper asked for; another user's job is not found.
     */
    pdf: async (userId: string, jobId: string, choice: PdfChoice) => {
      const { company } = await ownJob(userId, jobId);
      const { cv, design } = await output.cvFor(userId, jobId);
      return pdfForJob(cv, company, { ...design, ...choice });
    },

    /**
     * The PDF a draft of the version would make, before it is saved: the same body as `save`, in the
     * draft's design (else the owner's). Nothing is stored.
     */
    preview: async (userId: string, jobId: string, changes: TailoredCvChanges, locale: Language) => {
      const { company } = await ownJob(userId, jobId);
      const [cv, own] = await Promise.all([loadCv(userId), output.designOf(userId)]);
      const priority = await prioritySkills(userId, jobId, cv, locale);
      const draft: TailoredVersion = {
        ...ownIds(cv, changes),
        jobId,
        prioritySkills: priority,
        updatedAt: '',
      };
      return pdfForJob(tailoredCv(cv, draft), company, { ...own, design: draft.design ?? own.design });
    },
  };
};

export type TailoredCvService = ReturnType<typeof createTailoredCvService>;

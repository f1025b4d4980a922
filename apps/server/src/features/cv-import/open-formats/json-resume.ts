import type { Certification, Education, Experience, LanguageSkill } from '@hirelane/contract/cv';
import { FLUENCY_WORDS, levelOfFluency } from './language-fluency.ts';
import { capParsedCv, emptyParsedCv, type OpenCv, textOf, textOrNull } from './open-cv.ts';
import { openDate } from './open-dates.ts';

/** Everything of its owner's CV that a JSON Resume holds. */
export type OwnCv = {
  firstName: string;
  lastName: string;
  headline: string;
  summary: string;
  email: string;
  phone: string;
  location: string;
  links: { label: string; url: string }[];
  experience: Experience[];
  education: Education[];
  certifications: Certification[];
  professionalSkills: string[];
  personalSkills: string[];
  languages: LanguageSkill[];
};

/** The skill groups an export writes; an import reads a group by these names as personal skills. */
const PROFESSIONAL_GROUP = 'Professional skills';
const PERSONAL_GROUP = 'Personal skills';
const PERSONAL_GROUP_NAMES = /^(personal skills|personal qualities|personlige egenskaper|soft skills)$/i;

/** Keeps only the fields that have a value: the schema checks an e-mail's or URL's format. */
const given = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<T>;

/**
 * The CV as a JSON Resume (schema v1): dates as YYYY-MM, or YYYY where the CV gives only a year;
 * a current job without an end.
 */
export const toJsonResume = (cv: OwnCv) => ({
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    ...given({
      name: `${cv.firstName} ${cv.lastName}`.trim(),
      label: cv.headline,
      email: cv.email,
      phone: cv.phone,
      summary: cv.summary,
    }),
    ...(cv.location ? { location: { address: cv.location } } : {}),
    profiles: cv.links.map((link) => ({ network: link.label, url: link.url })),
  },
  work: cv.experience.map((job) =>
    given({
      name: job.company,
      position: job.title,
      location: job.location,
      startDate: job.startDate,
      endDate: job.isCurrent ? null : job.endDate,
      summary: job.description,
    }),
  ),
  education: cv.education.map((study) =>
    given({
      institution: study.school,
      studyType: study.degree,
      area: study.field,
      startDate: study.startDate,
      endDate: study.endDate,
      score: study.grade,
      summary: study.description,
    }),
  ),
  certificates: cv.certifications.map((certificate) =>
    given({
      name: certificate.name,
      issuer: certificate.issuer,
      date: certificate.issueDate,
      url: certificate.credentialUrl,
    }),
  ),
  skills: [
    ...(cv.professionalSkills.length ? [{ name: PROFESSIONAL_GROUP, keywords: cv.professionalSkills }] : []),
    ...(cv.personalSkills.length ? [{ name: PERSONAL_GROUP, keywords: cv.personalSkills }] : []),
  ],
  languages: cv.languages.map((l) => ({ language: l.language, fluency: FLUENCY_WORDS[l.level - 1] ?? '' })),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SECTIONS = ['work', 'education', 'certificates', 'skills', 'languages', 'volunteer', 'awards'];

/**
 * A JSON Resume: an object with `basics` (an object) or one of its sections (lists), and none of
 * them of another type.
 */
export const isJsonResume = (json: unknown): json is Record<string, unknown> => {
  if (!isObject(json)) return false;
  if ('basics' in json && !isObject(json.basics)) return false;
  if (SECTIONS.some((key) => key in json && !Array.isArray(json[key]))) return false;
  return 'basics' in json || SECTIONS.some((key) => key in json);
};

const objectsIn = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isObject) : [];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A summary and its highlights as one description: the highlights as "- " lines. */
const describe = (summary: unknown, highlights: unknown) =>
  textOrNull(
    [textOf(summary), ...strings(highlights).map((h) => `- ${h.trim()}`)].filter(Boolean).join('\n'),
  );

/** A JSON Resume as the import's drafts. */
export const fromJsonResume = (resume: Record<string, unknown>): OpenCv => {
  const cv = emptyParsedCv();
  const basics = isObject(resume.basics) ? resume.basics : {};
  const names = textOf(basics.name).split(/\s+/).filter(Boolean);
  const location = isObject(basics.location) ? basics.location : {};
  cv.profile = {
    firstName: names.slice(0, -1).join(' ') || (names[0] ?? ''),
    lastName: names.length > 1 ? (names.at(-1) ?? '') : '',
    email: textOf(basics.email),
    phone: textOf(basics.phone),
    location:
      textOf(location.address) ||
      [location.city, location.region, location.countryCode].map(textOf).filter(Boolean).join(', '),
    headline: textOf(basics.label),
  };
  cv.experiences = objectsIn(resume.work)
    .filter((job) => textOf(job.name ?? job.company) || textOf(job.position))
    .map((job) => {
      const current = !textOf(job.endDate);
      return {
        title: textOf(job.position),
        company: textOf(job.name ?? job.company),
        location: textOrNull(job.location),
        employmentType: null,
        startDate: openDate(job.startDate),
        endDate: current ? null : openDate(job.endDate),
        isCurrent: current,
        description: describe(job.summary, job.highlights),
      };
    });
  cv.educations = objectsIn(resume.education)
    .filter((study) => textOf(study.institution))
    .map((study) => ({
      school: textOf(study.institution),
      degree: textOrNull(study.studyType),
      field: textOrNull(study.area),
      startDate: openDate(study.startDate),
      endDate: openDate(study.endDate),
      grade: textOrNull(study.score),
      description: textOrNull(study.summary) ?? textOrNull(strings(study.courses).join(', ')),
    }));
  cv.certifications = objectsIn(resume.certificates)
    .filter((certificate) => textOf(certificate.name))
    .map((certificate) => ({
      name: textOf(certificate.name),
      issuer: textOrNull(certificate.issuer),
      issueDate: openDate(certificate.date),
      expiryDate: null,
      credentialId: null,
      credentialUrl: textOrNull(certificate.url),
    }));
  for (const group of objectsIn(resume.skills)) {
    const keywords = strings(group.keywords);
    if (PERSONAL_GROUP_NAMES.test(textOf(group.name))) cv.personal.push(...keywords);
    else cv.professional.push(...(keywords.length ? keywords : [textOf(group.name)]));
  }
  cv.language = objectsIn(resume.languages)
    .filter((l) => textOf(l.language))
    .map((l) => ({ language: textOf(l.language), level: levelOfFluency(l.fluency) }));
  return { cv: capParsedCv(cv) };
};

/** "kari-nordmann-resume.json": the owner's name as ASCII words, else "resume.json". */
export const jsonResumeFileName = (cv: Pick<OwnCv, 'firstName' | 'lastName'>) => {
  const name = `${cv.firstName} ${cv.lastName}`
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return name ? `${name}-resume.json` : 'resume.json';
};

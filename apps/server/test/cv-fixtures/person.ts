import type {
  CertificationDraft,
  EducationDraft,
  ExperienceDraft,
  LanguageDraft,
  ParsedCv,
} from '@hirelane/contract/cv-import';

/**
 * An invented person (none is real) and the CV they would write, as the parser should read it when
 * every field is printed. What one document shows is derived from this in expected.ts.
 */
export type Person = {
  id: string;
  /** The language the CV is written in. */
  language: 'en' | 'no';
  /** Kept out of tuning: the parser's author must not look at these while writing it. */
  heldOut: boolean;
  /** Enough entries and text to run onto a second page. */
  long: boolean;
  cv: ParsedCv;
};

/** A CV with nothing on it: what a reader that found nothing returns. */
export const EMPTY_CV: ParsedCv = {
  profile: { firstName: '', lastName: '', email: '', phone: '', location: '', headline: '' },
  experiences: [],
  educations: [],
  professional: [],
  personal: [],
  language: [],
  certifications: [],
};

/** A job: `end` is a month, or 'now' for the current job (no end month, isCurrent). */
export const job = (
  title: string,
  company: string,
  start: string,
  end: string,
  description: string,
  location: string | null = null,
): ExperienceDraft => ({
  title,
  company,
  location,
  employmentType: null,
  startDate: start,
  endDate: end === 'now' ? null : end,
  isCurrent: end === 'now',
  description,
});

export const study = (
  school: string,
  degree: string,
  field: string | null,
  start: string,
  end: string,
): EducationDraft => ({
  school,
  degree,
  field,
  startDate: start,
  endDate: end,
  grade: null,
  description: null,
});

export const cert = (name: string, issuer: string, issueDate: string): CertificationDraft => ({
  name,
  issuer,
  issueDate,
  expiryDate: null,
  credentialId: null,
  credentialUrl: null,
});

type PersonInput = {
  id: string;
  heldOut?: boolean;
  long?: boolean;
  name: [first: string, last: string];
  email: string;
  phone: string;
  location: string;
  headline: string;
  jobs: ExperienceDraft[];
  studies: EducationDraft[];
  skills: string[];
  personal?: string[];
  languages: [name: string, level: number][];
  certs?: CertificationDraft[];
};

export const person = (language: 'en' | 'no', input: PersonInput): Person => ({
  id: input.id,
  language,
  heldOut: input.heldOut ?? false,
  long: input.long ?? false,
  cv: {
    profile: {
      firstName: input.name[0],
      lastName: input.name[1],
      email: input.email,
      phone: input.phone,
      location: input.location,
      headline: input.headline,
    },
    experiences: input.jobs,
    educations: input.studies,
    professional: input.skills,
    personal: input.personal ?? [],
    language: input.languages.map(([name, level]): LanguageDraft => ({ language: name, level })),
    certifications: input.certs ?? [],
  },
});

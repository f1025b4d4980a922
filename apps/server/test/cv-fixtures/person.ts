import fs from 'node:fs';
import path from 'node:path';
import type {
  CertificationDraft,
  EducationDraft,
  ExperienceDraft,
  LanguageDraft,
  ParsedCv,
} from '@hirelane/contract/cv-import';
import { z } from 'zod';
import { emptyParsedCv } from '../../src/features/cv-import/open-formats/open-cv.ts';

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
export const EMPTY_CV: ParsedCv = emptyParsedCv();

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

const study = (
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

const cert = (name: string, issuer: string, issueDate: string): CertificationDraft => ({
  name,
  issuer,
  issueDate,
  expiryDate: null,
  credentialId: null,
  credentialUrl: null,
});

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** A person as people-<language>.json writes them: the fields the CV prints, entries as plain rows. */
const personInput = z.strictObject({
  id: z.string(),
  heldOut: z.boolean().optional(),
  long: z.boolean().optional(),
  name: z.tuple([z.string(), z.string()]),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  headline: z.string(),
  jobs: z.array(
    z.strictObject({
      title: z.string(),
      company: z.string(),
      start: month,
      end: z.union([month, z.literal('now')]),
      description: z.string(),
      location: z.string().optional(),
    }),
  ),
  studies: z.array(
    z.strictObject({
      school: z.string(),
      degree: z.string(),
      field: z.string().nullable(),
      start: month,
      end: month,
    }),
  ),
  skills: z.array(z.string()),
  personal: z.array(z.string()).optional(),
  languages: z.array(z.tuple([z.string(), z.number().int().min(1).max(5)])),
  certs: z.array(z.strictObject({ name: z.string(), issuer: z.string(), issued: month })).optional(),
});
type PersonInput = z.infer<typeof personInput>;

const person = (language: 'en' | 'no', input: PersonInput): Person => ({
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
    experiences: input.jobs.map((j) => job(j.title, j.company, j.start, j.end, j.description, j.location)),
    educations: input.studies.map((s) => study(s.school, s.degree, s.field, s.start, s.end)),
    professional: input.skills,
    personal: input.personal ?? [],
    language: input.languages.map(([name, level]): LanguageDraft => ({ language: name, level })),
    certifications: (input.certs ?? []).map((c) => cert(c.name, c.issuer, c.issued)),
  },
});

/** The invented people of people-<language>.json, checked against the input's schema as they load. */
export const readPeople = (language: 'en' | 'no'): Person[] =>
  z
    .array(personInput)
    .parse(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `people-${language}.json`), 'utf8')))
    .map((input) => person(language, input));

import { type FoundLink, linkOf } from '../offline/links.ts';
import { csvRecords } from './csv.ts';
import { levelOfFluency } from './language-fluency.ts';
import { capParsedCv, emptyParsedCv, type OpenCv, textOrNull } from './open-cv.ts';
import { openDate } from './open-dates.ts';

/** The files of LinkedIn's data export ("Get a copy of your data") that hold a CV. */
export const LINKEDIN_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
] as const;
/** Read too when there, for the profile's e-mail and phone; they alone do not make an export. */
const CONTACT_FILES = ['Email Addresses.csv', 'PhoneNumbers.csv'] as const;
type LinkedInFile = (typeof LINKEDIN_FILES)[number] | (typeof CONTACT_FILES)[number];

/** The LinkedIn file an archive entry is, wherever in the archive it lies (any case); else undefined. */
export const linkedInFileOf = (entryName: string): LinkedInFile | undefined => {
  const base = entryName.split('/').at(-1)?.toLowerCase();
  return [...LINKEDIN_FILES, ...CONTACT_FILES].find((name) => name.toLowerCase() === base);
};

/** Whether an archive entry is one of the CV files that make a ZIP LinkedIn's export. */
export const isLinkedInCvFile = (entryName: string): boolean =>
  (LINKEDIN_FILES as readonly string[]).includes(linkedInFileOf(entryName) ?? '');

/** The primary (else the first) e-mail address, and the first phone number, LinkedIn holds. */
const contactOf = (emails: Record<string, string>[], phones: Record<string, string>[]) => ({
  email: (emails.find((row) => /^yes$/i.test(row.Primary ?? '')) ?? emails[0])?.['Email Address'] ?? '',
  phone: phones.find((row) => row.Number)?.Number ?? '',
});

/**
 * The profile's websites as LinkedIn writes them in one cell, "[PORTFOLIO:https://kari.design,
 * BLOG:kari.dev]" (a type before each address, the brackets optional), as links named by site.
 */
const websitesOf = (cell: string | undefined): FoundLink[] =>
  (cell ?? '')
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/,(?=\s*[A-Za-z_ ]+:(?!\/\/))|\s*,\s*(?=https?:\/\/)/)
    .map((entry) =>
      entry
        .trim()
        .replace(/^[A-Za-z_ ]+:(?!\/\/)/, '')
        .trim(),
    )
    .map((address) => (address ? linkOf(address) : null))
    .filter((link): link is FoundLink => link !== null);

/** LinkedIn's export as the import's drafts (CSV text by file). */
export const fromLinkedInExport = (files: Partial<Record<LinkedInFile, string>>): OpenCv => {
  const cv = emptyParsedCv();
  const rows = (file: LinkedInFile) => csvRecords(files[file] ?? '');
  const [profile] = rows('Profile.csv');
  cv.profile = { ...cv.profile, ...contactOf(rows('Email Addresses.csv'), rows('PhoneNumbers.csv')) };
  if (profile)
    cv.profile = {
      ...cv.profile,
      firstName: profile['First Name'] ?? '',
      lastName: profile['Last Name'] ?? '',
      headline: profile.Headline ?? '',
      location: profile['Geo Location'] ?? '',
      // The About section.
      summary: profile.Summary?.trim() ?? '',
      links: websitesOf(profile.Websites),
    };
  cv.experiences = rows('Positions.csv')
    .filter((row) => row['Company Name'] || row.Title)
    .map((row) => {
      const current = !row['Finished On'];
      return {
        title: row.Title ?? '',
        company: row['Company Name'] ?? '',
        location: textOrNull(row.Location),
        employmentType: null,
        startDate: openDate(row['Started On']),
        endDate: current ? null : openDate(row['Finished On']),
        isCurrent: current,
        description: textOrNull(row.Description),
      };
    });
  cv.educations = rows('Education.csv')
    .filter((row) => row['School Name'])
    .map((row) => ({
      school: row['School Name'] ?? '',
      degree: textOrNull(row['Degree Name']),
      field: null,
      startDate: openDate(row['Start Date']),
      endDate: openDate(row['End Date']),
      grade: null,
      description: textOrNull(row.Notes),
    }));
  cv.professional = rows('Skills.csv').map((row) => row.Name ?? '');
  cv.language = rows('Languages.csv')
    .filter((row) => row.Name)
    .map((row) => ({ language: row.Name ?? '', level: levelOfFluency(row.Proficiency) }));
  cv.certifications = rows('Certifications.csv')
    .filter((row) => row.Name)
    .map((row) => ({
      name: row.Name ?? '',
      issuer: textOrNull(row.Authority),
      issueDate: openDate(row['Started On']),
      expiryDate: null,
      credentialId: null,
      credentialUrl: null,
    }));
  return { cv: capParsedCv(cv) };
};

import type { ParsedCv } from '@hirelane/contract/cv-import';
import {
  degreeLine,
  formatMonth,
  formatRange,
  heading,
  languageLine,
  roleLine,
  type Style,
} from './styles.ts';

/** An entry as a CV prints it: naming lines, a date text, a description. */
export type EntryBlock = { names: string[]; date: string; body: string | null };
export type SectionBlock =
  | {
      kind: 'entries';
      key: 'experience' | 'education' | 'certifications';
      title: string;
      entries: EntryBlock[];
    }
  | { kind: 'list'; key: 'professional' | 'personal' | 'language'; title: string; lines: string[] };

/** A CV laid out in blocks that every renderer (PDF, DOCX, one or two columns) draws its own way. */
export type CvBlocks = { name: string; headline: string; contact: string[]; sections: SectionBlock[] };

const listLines = (items: string[], style: Style): string[] => {
  if (items.length === 0) return [];
  if (style.skills === 'comma') return [items.join(', ')];
  if (style.skills === 'bullets') return items.map((item) => `• ${item}`);
  return items;
};

export const cvBlocks = (cv: ParsedCv, style: Style): CvBlocks => {
  const sections: SectionBlock[] = [];
  const entries = (key: 'experience' | 'education' | 'certifications', list: EntryBlock[]) => {
    if (list.length) sections.push({ kind: 'entries', key, title: heading(key, style), entries: list });
  };
  const lists = (key: 'professional' | 'personal' | 'language', lines: string[]) => {
    if (lines.length) sections.push({ kind: 'list', key, title: heading(key, style), lines });
  };
  entries(
    'experience',
    cv.experiences.map((e) => ({
      names: roleLine(e.title, e.company, style),
      date: formatRange(e.startDate, e.endDate, e.isCurrent, style),
      body: e.description,
    })),
  );
  entries(
    'education',
    cv.educations.map((e) => ({
      names: [degreeLine(e.degree, e.field, style), e.school],
      date: formatRange(e.startDate, e.endDate, false, style),
      body: null,
    })),
  );
  entries(
    'certifications',
    cv.certifications.map((c) => ({
      names: [`${c.name} – ${c.issuer}`],
      date: c.issueDate ? formatMonth(c.issueDate, style) : '',
      body: null,
    })),
  );
  lists('professional', listLines(cv.professional, style));
  lists('personal', listLines(cv.personal, style));
  lists(
    'language',
    cv.language.map((l) => languageLine(l, style)),
  );
  const { profile } = cv;
  return {
    name: `${profile.firstName} ${profile.lastName}`,
    headline: profile.headline,
    contact: [profile.email, profile.phone, profile.location].filter(Boolean),
    sections,
  };
};

import type { ParsedCv } from '@hirelane/contract/cv-import';
import type { Style } from './style.ts';
import {
  CONTACT_LABELS,
  certificationLines,
  educationLines,
  formatMonth,
  formatRange,
  headingText,
  type Lang,
  languageLine,
  levelWord,
  roleLines,
} from './words.ts';

/** An entry as the CV prints it: naming lines, a period, a place, description sentences. */
export type EntryBlock = { names: string[]; date: string; place: string | null; body: string[] };

export type EntrySection = {
  kind: 'entries';
  key: 'experience' | 'education' | 'certifications';
  title: string;
  entries: EntryBlock[];
};
export type ListSection = {
  kind: 'list';
  key: 'professional' | 'personal' | 'language';
  title: string;
  items: string[];
  /** One line joined by commas, a line each, or a bullet each. */
  mode: 'comma' | 'lines' | 'bullets';
  /** Languages only: each language with its level word, for layouts that tabulate them. */
  levels?: [language: string, level: string][];
};
export type SectionBlock = EntrySection | ListSection;

export type ContactItem = { key: 'email' | 'phone' | 'location'; label: string; value: string };

/** A CV in the blocks every renderer draws its own way. */
export type CvBlocks = {
  language: Lang;
  style: Style;
  name: string;
  headline: string;
  contactTitle: string;
  contact: ContactItem[];
  sections: SectionBlock[];
};

/** Sentences of a description (split before a capital after . ! or ?). */
export const sentences = (text: string | null): string[] =>
  text ? text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean) : [];

/** The contact details as lines: one line, a line each, or a labelled line each. */
export const contactLines = (cv: CvBlocks, separator: string): string[] => {
  if (cv.style.contact === 'line') return [cv.contact.map((c) => c.value).join(separator)];
  if (cv.style.contact === 'lines') return cv.contact.map((c) => c.value);
  return cv.contact.map((c) => `${c.label}: ${c.value}`);
};

/** A list section as plain text lines (Word renderers use real bullets instead). */
export const listLines = (section: ListSection): string[] => {
  if (section.mode === 'comma') return [section.items.join(', ')];
  if (section.mode === 'bullets') return section.items.map((item) => `• ${item}`);
  return section.items;
};

export const cvBlocks = (cv: ParsedCv, language: Lang, style: Style): CvBlocks => {
  const title = (key: Parameters<typeof headingText>[0]) => headingText(key, language, style);
  const range = (start: string | null, end: string | null, current: boolean) =>
    formatRange(start, end, current, language, style.dates);
  const entries: EntrySection[] = [
    {
      kind: 'entries',
      key: 'experience',
      title: title('experience'),
      entries: cv.experiences.map((e) => ({
        names: roleLines(e.title, e.company, language, style),
        date: range(e.startDate, e.endDate, e.isCurrent),
        place: e.location,
        body: sentences(e.description),
      })),
    },
    {
      kind: 'entries',
      key: 'education',
      title: title('education'),
      entries: cv.educations.map((e) => ({
        names: educationLines(e.degree, e.field, e.school, language, style),
        date: range(e.startDate, e.endDate, false),
        place: null,
        body: [],
      })),
    },
    {
      kind: 'entries',
      key: 'certifications',
      title: title('certifications'),
      entries: cv.certifications.map((c) => ({
        names: certificationLines(c.name, c.issuer, style),
        date: c.issueDate ? formatMonth(c.issueDate, language, style.dates) : '',
        place: null,
        body: [],
      })),
    },
  ];
  const skillMode = style.skills;
  const languageMode =
    style.skills === 'comma' ? (style.levels === 'paren' ? 'comma' : 'lines') : style.skills;
  const lists: ListSection[] = [
    {
      kind: 'list',
      key: 'professional',
      title: title('professional'),
      items: cv.professional,
      mode: skillMode,
    },
    { kind: 'list', key: 'personal', title: title('personal'), items: cv.personal, mode: skillMode },
    {
      kind: 'list',
      key: 'language',
      title: title('language'),
      items: cv.language.map((l) => languageLine(l, language, style)),
      mode: languageMode,
      levels: cv.language.map((l) => [l.language, levelWord(l.level, language, style)]),
    },
  ];
  const sections = (style.skillsFirst ? [...lists, ...entries] : [...entries, ...lists]).filter((s) =>
    s.kind === 'list' ? s.items.length > 0 : s.entries.length > 0,
  );
  const labels = CONTACT_LABELS[language];
  const { profile } = cv;
  const contact = (['email', 'phone', 'location'] as const)
    .filter((key) => profile[key])
    .map((key) => ({ key, label: labels[key], value: profile[key] }));
  return {
    language,
    style,
    name: `${profile.firstName} ${profile.lastName}`,
    headline: profile.headline,
    contactTitle: title('contact'),
    contact,
    sections,
  };
};

import type { CvSectionKey, Language } from './constants.ts';
import { type CvDesign, sidebarSections } from './cv-designs.ts';
import {
  type CvContactItem,
  type CvDocumentSection,
  cvContactItems,
  cvDocumentSections,
} from './cv-document.ts';
import { formatMonth, formatPeriod } from './dates.ts';
import type { PublicCv } from './sharing.ts';

/*
 * A CV laid out for one design: every text it shows, in reading order, placed in the main column
 * or the sidebar. The PDF renderer and the HTML renderer both draw this and nothing else, so the
 * page an employer opens and the PDF they download say the same thing in the same order.
 */

/** A description's text as people write it: paragraphs, and lists of lines starting "- " or "• ". */
export type CvTextBlock = { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] };

const BULLET = /^\s*(?:[-–•*·▪◦]\s+)(.*)$/;

/**
 * "Led a team.\n\n- Cut costs\n- Hired 4" → a paragraph and a two-item list. Blank lines end a
 * paragraph; single line breaks inside a paragraph are kept as spaces.
 */
export function cvTextBlocks(text: string | null | undefined): CvTextBlock[] {
  const blocks: CvTextBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    const bullet = BULLET.exec(raw);
    if (bullet?.[1]?.trim()) {
      endParagraph();
      const last = blocks.at(-1);
      if (last?.kind === 'bullets') last.items.push(bullet[1].trim());
      else blocks.push({ kind: 'bullets', items: [bullet[1].trim()] });
    } else if (line === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return blocks;
}

/** The words a CV is written with: its section titles and the few words inside entries. */
export type CvWords = {
  summary: string;
  experience: string;
  education: string;
  certifications: string;
  professional: string;
  personal: string;
  language: string;
  endorsement: string;
  contact: string;
  present: string;
  expires: string;
  /** Language levels 1–5 (index 0 unused). */
  levels: readonly [string, string, string, string, string, string];
  /** "Page 2 of 3" */
  page: (page: number, pages: number) => string;
  quote: (text: string) => string;
};

/** Section titles in the CV's own language (the owner's choice), whatever the reader's interface speaks. */
export const CV_WORDS: Record<Language, CvWords> = {
  en: {
    summary: 'Profile',
    experience: 'Experience',
    education: 'Education',
    certifications: 'Certifications',
    professional: 'Professional skills',
    personal: 'Personal skills',
    language: 'Languages',
    endorsement: 'Endorsements',
    contact: 'Contact',
    present: 'Present',
    expires: 'expires',
    levels: ['', 'Beginner', 'Intermediate', 'Advanced', 'Fluent', 'Native'],
    page: (page, pages) => `Page ${page} of ${pages}`,
    quote: (text) => `“${text}”`,
  },
  no: {
    summary: 'Profil',
    experience: 'Erfaring',
    education: 'Utdanning',
    certifications: 'Sertifiseringer',
    professional: 'Faglige ferdigheter',
    personal: 'Personlige egenskaper',
    language: 'Språk',
    endorsement: 'Anbefalinger',
    contact: 'Kontakt',
    present: 'Nå',
    expires: 'utløper',
    levels: ['', 'Nybegynner', 'Middels', 'Avansert', 'Flytende', 'Morsmål'],
    page: (page, pages) => `Side ${page} av ${pages}`,
    quote: (text) => `«${text}»`,
  },
};

/** One entry: a job, a school, a certificate, an endorsement. */
export type CvLayoutEntry = {
  title: string;
  subtitle: string | null;
  meta: string | null;
  body: CvTextBlock[];
  /** A link the entry leads to (a credential's page). */
  link: string | null;
};

export type CvLayoutSection =
  | { key: CvSectionKey; title: string; kind: 'entries'; entries: CvLayoutEntry[] }
  | { key: CvSectionKey; title: string; kind: 'words'; words: string[] };

export type CvLayout = {
  name: string;
  headline: string | null;
  location: string | null;
  contact: CvContactItem[];
  photoUrl: string | null;
  summary: CvTextBlock[];
  /** The summary's heading (the CV's language). */
  summaryTitle: string;
  main: CvLayoutSection[];
  /** Empty for one-column designs. */
  sidebar: CvLayoutSection[];
  language: Language;
  words: CvWords;
};

const period = (
  start: string | null,
  end: string | null,
  current: boolean,
  language: Language,
): string | null => {
  const openEnd = current || !end ? CV_WORDS[language].present : null;
  if (!start) return end ? formatMonth(end, language) : null;
  return formatPeriod(start, current ? null : end, language, openEnd);
};

const joined = (parts: readonly (string | null | undefined)[], separator: string): string | null =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(separator) || null;

/** One section with content, drawn as entries or as a list of words. */
function layoutSection(part: CvDocumentSection, language: Language): CvLayoutSection {
  const words = CV_WORDS[language];
  const head = { key: part.key, title: words[part.key] };
  /** The section drawn as entries, one an item. */
  const entries = <Item>(items: readonly Item[], entry: (item: Item) => CvLayoutEntry): CvLayoutSection => ({
    ...head,
    kind: 'entries',
    entries: items.map(entry),
  });
  switch (part.key) {
    case 'experience':
      return entries(part.items, (e) => ({
        title: e.title,
        subtitle: joined([e.company, e.location], ', '),
        meta: period(e.startDate, e.endDate, e.isCurrent, language),
        body: cvTextBlocks(e.description),
        link: null,
      }));
    case 'education':
      return entries(part.items, (e) => ({
        title: joined([e.degree, e.field], ', ') ?? e.school,
        subtitle: e.degree || e.field ? e.school : null,
        meta: joined([period(e.startDate, e.endDate, false, language), e.grade], ' · '),
        body: cvTextBlocks(e.description),
        link: null,
      }));
    case 'certifications':
      return entries(part.items, (c) => ({
        title: c.name,
        subtitle: c.issuer || null,
        meta: joined(
          [
            c.issueDate ? formatMonth(c.issueDate, language) : null,
            c.expiryDate ? `${words.expires} ${formatMonth(c.expiryDate, language)}` : null,
            c.credentialId,
          ],
          ' · ',
        ),
        body: [],
        link: c.credentialUrl || null,
      }));
    case 'endorsement':
      return entries(part.items, (e) => ({
        title: e.endorserName,
        subtitle: e.endorserTitle || null,
        meta: null,
        body: [{ kind: 'paragraph', text: words.quote(e.text) }],
        link: null,
      }));
    case 'professional':
    case 'personal':
      return { ...head, kind: 'words', words: [...part.items] };
    case 'language':
      return {
        ...head,
        kind: 'words',
        words: part.items.map((l) => `${l.language} (${words.levels[l.level] ?? l.level})`),
      };
  }
}

/** A CV laid out for a design, with section titles in the CV's language. */
export function cvLayout(cv: PublicCv, design: CvDesign, language: Language): CvLayout {
  const words = CV_WORDS[language];
  const sections = cvDocumentSections(cv).map((part) => layoutSection(part, language));
  const inSidebar = new Set(sidebarSections(design));
  const sidebarOrder = [...inSidebar];
  return {
    name: joined([cv.firstName, cv.lastName], ' ') ?? '',
    headline: cv.headline?.trim() || null,
    location: cv.location?.trim() || null,
    contact: cvContactItems(cv),
    photoUrl: cv.contact.photoUrl,
    summary: cvTextBlocks(cv.summary),
    summaryTitle: words.summary,
    main: sections.filter((section) => !inSidebar.has(section.key)),
    sidebar: sections
      .filter((section) => inSidebar.has(section.key))
      .sort((a, b) => sidebarOrder.indexOf(a.key) - sidebarOrder.indexOf(b.key)),
    language,
    words,
  };
}

/**
 * Every text of a layout in reading order (header, summary, sidebar, main), as one line each: what
 * a test compares between the HTML page and the PDF's extracted text.
 */
export function cvLayoutTexts(layout: CvLayout): string[] {
  const blockTexts = (blocks: CvTextBlock[]) =>
    blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items));
  const sectionTexts = (section: CvLayoutSection) => [
    section.title,
    ...(section.kind === 'words'
      ? section.words
      : section.entries.flatMap((entry) =>
          [entry.title, entry.subtitle, entry.meta, ...blockTexts(entry.body), entry.link].filter(
            (text): text is string => Boolean(text),
          ),
        )),
  ];
  return [
    layout.name,
    ...(layout.headline ? [layout.headline] : []),
    ...(layout.location ? [layout.location] : []),
    ...layout.contact.map((item) => item.text),
    ...(layout.summary.length > 0 ? [layout.summaryTitle, ...blockTexts(layout.summary)] : []),
    ...layout.sidebar.flatMap(sectionTexts),
    ...layout.main.flatMap(sectionTexts),
  ];
}

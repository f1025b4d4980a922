import type { OtherItemDraft, ParsedCv, SectionWarning } from '@hirelane/contract/cv-import';
import { PROFILE_LINKS_MAX } from '@hirelane/contract/profile';
import { monthAnchor, rangeAnchor } from './anchors.ts';
import { entriesOf } from './cv-entries.ts';
import { linesOfKind, type Section, sectionsOf } from './cv-sections.ts';
import { readDocxLayout } from './docx-layout.ts';
import { certificationOf, educationOf, experienceOf, namesOrderOf } from './entry-fields.ts';
import type { CvLayout } from './layout.ts';
import { linksOf } from './links.ts';
import { languagesOf, skillsOf } from './list-fields.ts';
import { otherItemsOf } from './other-items.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { profileOf } from './profile-fields.ts';
import { sectionWarningsOf } from './section-warnings.ts';
import { summaryOf } from './summary-fields.ts';

export type CvFile = { data: Buffer; kind: 'pdf' | 'docx' };

const notNull = <T>(value: T | null): value is T => value !== null;

/** The CV's groups from its sections: entries for dated sections, lists for skills and languages. */
export const parseLayout = (layout: CvLayout): ParsedCv => {
  const sections: Section[] = sectionsOf(layout);
  const each = <T>(kind: Section['kind'], read: (lines: Section['lines']) => T[]) =>
    linesOfKind(sections, kind).flatMap(read);
  const contact = [...each('header', (lines) => lines), ...each('contact', (lines) => lines)];
  const summary = summaryOf(
    each('summary', (lines) => lines),
    each('header', (lines) => lines),
  );
  const links = linksOf(
    contact.map((line) => line.text),
    layout.links,
  );
  return {
    profile: {
      ...profileOf(contact),
      ...(summary ? { summary } : {}),
      ...(links.length > 0 ? { links: links.slice(0, PROFILE_LINKS_MAX) } : {}),
    },
    experiences: each('experience', (lines) => {
      const entries = entriesOf(lines, rangeAnchor);
      const order = namesOrderOf(entries);
      return entries.map((entry) => experienceOf(entry, order));
    }).filter(notNull),
    educations: each('education', (lines) => entriesOf(lines, rangeAnchor).map(educationOf)).filter(notNull),
    certifications: each('certifications', (lines) =>
      entriesOf(lines, monthAnchor).map(certificationOf),
    ).filter(notNull),
    professional: each('professional', (lines) => [skillsOf(lines)]).flat(),
    personal: each('personal', (lines) => [skillsOf(lines)]).flat(),
    language: each('language', (lines) => languagesOf(lines)),
  };
};

/** What a reading of the CV leaves to the review: the items outside the groups, and sections read short. */
export type ReadingExtras = { other: OtherItemDraft[]; warnings: SectionWarning[] };

/**
 * The file's sections beside a reading of it (the built-in parser's, or the model's, given as
 * `cv`): the items of sections no group takes, and the groups that seem to have missed items.
 */
export const extrasOf = (layout: CvLayout, cv: ParsedCv): ReadingExtras => {
  const sections = sectionsOf(layout);
  return { other: otherItemsOf(sections), warnings: sectionWarningsOf(sections, cv) };
};

/**
 * The built-in parser: no network, no model. Text with positions (PDF) or document structure
 * (DOCX) → lines in columns → sections by their titles (each language in languages/) → entries →
 * fields.
 */
export const parseCvOffline = async (file: CvFile): Promise<ParsedCv> => parseLayout(await readLayout(file));

/** A file's lines in columns, the input of both engines. */
export const readLayout = (file: CvFile): Promise<CvLayout> =>
  file.kind === 'pdf' ? readPdfLayout(new Uint8Array(file.data)) : readDocxLayout(file.data);

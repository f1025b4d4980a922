import type { ParsedCv, SectionWarning } from '@hirelane/contract/cv-import';
import { monthAnchor, rangeAnchor } from './anchors.ts';
import type { Section } from './cv-sections.ts';
import { levelWordLevel, listItemsOf } from './list-fields.ts';

type Warned = SectionWarning['group'];

/** The sections read into each group, and how a line of them counts as one item. */
const COUNTED: { group: Warned; kind: Section['kind']; items: (section: Section) => number }[] = [
  {
    group: 'experiences',
    kind: 'experience',
    items: (s) => s.lines.filter((l) => rangeAnchor(l.text)).length,
  },
  { group: 'educations', kind: 'education', items: (s) => s.lines.filter((l) => rangeAnchor(l.text)).length },
  {
    group: 'certifications',
    kind: 'certifications',
    items: (s) => s.lines.filter((l) => monthAnchor(l.text)).length,
  },
  { group: 'professional', kind: 'professional', items: (s) => listItemsOf(s.lines).length },
  { group: 'personal', kind: 'personal', items: (s) => listItemsOf(s.lines).length },
  {
    group: 'language',
    kind: 'language',
    // A level on a line of its own ("Native" under "Norwegian") belongs to the language above it.
    items: (s) => listItemsOf(s.lines).filter((item) => levelWordLevel(item) === null).length,
  },
];

/**
 * Sections that seem to hold more than was read: fewer items in a group than its sections have
 * item-like lines (dated lines for entries, list items for skills, lines for languages). Whichever
 * engine read the CV, the file's sections are counted the same way.
 */
export const sectionWarningsOf = (sections: Section[], cv: ParsedCv): SectionWarning[] =>
  COUNTED.flatMap(({ group, kind, items }) => {
    const lines = sections.filter((s) => s.kind === kind).reduce((sum, s) => sum + items(s), 0);
    const found = cv[group].length;
    return found < lines ? [{ group, found, lines }] : [];
  });

import { type Person, personById } from './people.ts';
import { DATES, DEFAULT_STYLE, type Style } from './render/style.ts';

export const LAYOUTS = [
  'pdf-one-column',
  'pdf-right-dates',
  'pdf-two-column',
  'pdf-table',
  'pdf-compact',
  'docx-one-column',
  'docx-table',
  'hirelane-export',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export type Fixture = {
  /** `<person>-<layout>`, also the file name. */
  id: string;
  person: Person;
  layout: Layout;
  format: 'pdf' | 'docx';
  style: Style;
  heldOut: boolean;
};

const fixture = (personId: string, layout: Layout, style: Partial<Style> = {}): Fixture => {
  const person = personById(personId);
  return {
    id: `${personId}-${layout}`,
    person,
    layout,
    format: layout.startsWith('docx') ? 'docx' : 'pdf',
    style: { ...DEFAULT_STYLE, ...style },
    heldOut: person.heldOut,
  };
};

/**
 * Every document of the set: each person in one or two layouts, the written forms (section
 * titles, periods, title/company lines, skill lists, level words, contact lines) varied per
 * document. The Hirelane export writes its own forms, so it takes no style.
 */
// biome-ignore format: one document a line
export const FIXTURES: Fixture[] = [
  fixture('en-01', 'pdf-one-column', { dates: DATES.enLong }),
  fixture('en-02', 'pdf-one-column', { dates: DATES.enShortHyphen, headings: 1, upper: true, role: 'lines', datePlace: 'after', skills: 'bullets', levels: 'colon' }),
  fixture('en-02', 'hirelane-export'),
  fixture('en-03', 'pdf-right-dates', { dates: DATES.enShort, headings: 2, role: 'dash', skills: 'lines', levels: 'paren' }),
  fixture('en-04', 'pdf-table', { dates: DATES.enNumeric, headings: 3, role: 'lines', contact: 'lines' }),
  fixture('en-05', 'pdf-two-column', { dates: DATES.enYearTight, upper: true, role: 'lines', skills: 'bullets', contact: 'lines' }),
  fixture('en-06', 'docx-one-column', { dates: DATES.enLong, headings: 1, datePlace: 'tab', levels: 'colon', bullets: true }),
  fixture('en-07', 'docx-table', { dates: DATES.enShortHyphen, role: 'lines', skills: 'bullets', contact: 'labelled' }),
  fixture('en-08', 'docx-table', { dates: DATES.enYear, headings: 2, upper: true, role: 'dash' }),
  fixture('en-09', 'pdf-two-column', { dates: DATES.enNumeric, headings: 1, datePlace: 'after', skills: 'lines', levels: 'colon', contact: 'labelled', skillsFirst: true }),
  fixture('en-10', 'pdf-compact', { dates: DATES.enShort, levels: 'paren' }),
  fixture('en-11', 'docx-one-column', { dates: DATES.enNumeric, headings: 2, role: 'at', skills: 'bullets', contact: 'labelled' }),
  fixture('en-12', 'pdf-table', { dates: DATES.enLong, headings: 1, upper: true, skills: 'lines', levels: 'colon' }),
  fixture('en-12', 'hirelane-export'),
  fixture('en-13', 'pdf-one-column', { dates: DATES.enShort, headings: 2, role: 'dash', levels: 'paren' }),
  fixture('en-14', 'pdf-right-dates', { dates: DATES.enYear, headings: 3, upper: true, role: 'lines', skills: 'bullets' }),
  fixture('en-14', 'docx-one-column', { dates: DATES.enShortHyphen, role: 'lines', datePlace: 'after', skills: 'lines', levels: 'paren', contact: 'lines', bullets: true }),
  fixture('no-01', 'pdf-one-column', { dates: DATES.noShort }),
  fixture('no-01', 'hirelane-export'),
  fixture('no-02', 'docx-one-column', { dates: DATES.noLong, headings: 1, upper: true, role: 'lines', datePlace: 'tab', skills: 'bullets', levels: 'colon', bullets: true }),
  fixture('no-03', 'pdf-two-column', { dates: DATES.noYear, headings: 2, skills: 'lines', contact: 'lines', skillsFirst: true }),
  fixture('no-04', 'pdf-right-dates', { dates: DATES.noNumeric, upper: true, role: 'dash', levels: 'paren' }),
  fixture('no-05', 'docx-one-column', { dates: DATES.noShort, headings: 3, role: 'at', datePlace: 'after', contact: 'labelled' }),
  fixture('no-06', 'pdf-compact', { dates: DATES.noShort, headings: 1, role: 'dash', skills: 'bullets', levels: 'colon' }),
  fixture('no-07', 'pdf-table', { dates: DATES.noLong, headings: 1, role: 'lines' }),
  fixture('no-07', 'hirelane-export'),
  fixture('no-08', 'pdf-two-column', { dates: DATES.noShort, upper: true, role: 'lines', datePlace: 'after', skills: 'bullets', levels: 'paren', contact: 'labelled' }),
  fixture('no-09', 'docx-table', { dates: DATES.noYearTight, headings: 2, skills: 'lines' }),
  fixture('no-10', 'pdf-one-column', { dates: DATES.noNumeric, headings: 2, upper: true, role: 'lines', skills: 'lines', levels: 'colon', contact: 'labelled', skillsFirst: true }),
  fixture('no-11', 'pdf-table', { dates: DATES.noYear, headings: 3, skills: 'bullets', levels: 'paren' }),
  fixture('no-12', 'docx-table', { dates: DATES.noShort, headings: 1, role: 'dash', contact: 'lines' }),
  fixture('no-13', 'pdf-right-dates', { dates: DATES.noLong, headings: 1, role: 'lines', skills: 'lines' }),
  fixture('no-14', 'pdf-right-dates', { dates: DATES.noShort, levels: 'colon', skills: 'bullets', bullets: true }),
];

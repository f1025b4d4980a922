import type { ParsedCv } from '@hirelane/contract/cv-import';
import { type Person, person } from './people.ts';
import type { Style } from './styles.ts';

export const LAYOUTS = [
  'pdf-one-column',
  'pdf-right-dates',
  'pdf-two-column',
  'pdf-table',
  'docx-one-column',
  'docx-table',
  'hirelane-export',
  'pdf-compact',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export type Fixture = {
  id: string;
  person: Person;
  layout: Layout;
  style: Style;
  heldOut: boolean;
  pages?: 'two';
};

/** Kept out of tuning: the parser's author never looked at these while writing it. */
const HELD_OUT = new Set(['en-03', 'en-10', 'no-05', 'no-08', 'no-12', 'en-14', 'no-14']);

const styleOf = (language: 'en' | 'no', i: number): Style => ({
  language,
  dates: (['long', 'short', 'numeric', 'year'] as const)[i % 4] ?? 'short',
  join: ([', ', ' – ', ' at ', 'lines'] as const)[(i + Math.floor(i / 4)) % 4] ?? 'lines',
  skills: (['comma', 'lines', 'bullets'] as const)[i % 3] ?? 'comma',
  languages: (['dash', 'paren', 'colon'] as const)[(i + 1) % 3] ?? 'dash',
  upperHeadings: i % 2 === 1,
  headingVariant: i,
});

/** A long CV: more jobs and three sentences each, so it runs onto a second page. */
const longer = (cv: ParsedCv): ParsedCv => ({
  ...cv,
  experiences: cv.experiences.map((e) => ({
    ...e,
    description: [e.description, e.description, e.description].join(' '),
  })),
});

/** The fixture set: 15 people per language across the eight layouts, plus a two-page CV in each. */
export const fixtures = (): Fixture[] => {
  const list: Fixture[] = [];
  for (const language of ['en', 'no'] as const) {
    for (let i = 0; i < 15; i += 1) {
      const who = person(language, i);
      // The first 13 cycle through the classic layouts; the last two are compact (dates in brackets, bullets).
      const layout =
        i >= 13 ? 'pdf-compact' : (LAYOUTS[(i + (language === 'no' ? 3 : 0)) % 7] ?? 'pdf-one-column');
      list.push({
        id: who.id,
        person: who,
        layout,
        style: styleOf(language, i),
        heldOut: HELD_OUT.has(who.id),
      });
    }
    const long = person(language, 20, 6);
    list.push({
      id: `${language}-long`,
      person: { ...long, id: `${language}-long`, cv: longer(long.cv) },
      layout: language === 'en' ? 'pdf-one-column' : 'pdf-right-dates',
      style: styleOf(language, 5),
      heldOut: false,
      pages: 'two',
    });
  }
  return list;
};

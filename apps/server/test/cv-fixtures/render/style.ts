/** How one document writes its CV: the choices real CVs make differently. */
export type DateFormat = 'long' | 'short' | 'numeric' | 'year';

export type DateStyle = {
  /** January 2019 | Jan 2019 (jan. 2019) | 01/2019 | 2019 */
  format: DateFormat;
  dash: ' – ' | ' - ' | '–';
  /** The open end of a current job: Present, present, nå, dags dato … */
  present: string;
};

export type Style = {
  dates: DateStyle;
  /** Which wording of the section titles (see words.ts), the same index for every section. */
  headings: number;
  /** Section titles in capitals. */
  upper: boolean;
  /** Title and company (degree and school, certificate and issuer) on one line joined so, or two lines. */
  role: 'comma' | 'dash' | 'at' | 'lines';
  /** The period under the names, after them on the same line, or (Word) at a right tab stop. */
  datePlace: 'line' | 'after' | 'tab';
  /** Skills comma-separated on one line, one per line, or bulleted. */
  skills: 'comma' | 'lines' | 'bullets';
  /** "English – Native", "English: Native", "English (native)". */
  levels: 'dash' | 'colon' | 'paren';
  /** Email · phone · place on one line, one per line, or one per line with a label. */
  contact: 'line' | 'lines' | 'labelled';
  /** Descriptions as bullet points, a sentence each. */
  bullets: boolean;
  /** Skills and languages before experience (or, in two columns, the sidebar drawn first). */
  skillsFirst: boolean;
};

// biome-ignore format: a table of presets reads best one a line
export const DATES = {
  enLong: { format: 'long', dash: ' – ', present: 'Present' }, // January 2019 – Present
  enShort: { format: 'short', dash: ' – ', present: 'present' }, // Jan 2019 – present
  enShortHyphen: { format: 'short', dash: ' - ', present: 'Present' }, // Jan 2019 - Present
  enNumeric: { format: 'numeric', dash: ' – ', present: 'Present' }, // 03/2020 – 06/2022
  enYear: { format: 'year', dash: ' – ', present: 'Present' }, // 2017 – 2020
  enYearTight: { format: 'year', dash: '–', present: 'present' }, // 2019–present
  noShort: { format: 'short', dash: ' – ', present: 'nå' }, // jan. 2019 – nå, aug. 2015 – des. 2017
  noLong: { format: 'long', dash: ' – ', present: 'dags dato' }, // mars 2018 – dags dato
  noNumeric: { format: 'numeric', dash: ' - ', present: 'nå' }, // 03/2020 - 06/2022
  noYear: { format: 'year', dash: ' – ', present: 'nå' }, // 2017 – 2020
  noYearTight: { format: 'year', dash: '–', present: 'i dag' }, // 2019–i dag
} as const satisfies Record<string, DateStyle>;

export const DEFAULT_STYLE: Style = {
  dates: DATES.enShort,
  headings: 0,
  upper: false,
  role: 'comma',
  datePlace: 'line',
  skills: 'comma',
  levels: 'dash',
  contact: 'line',
  bullets: false,
  skillsFirst: false,
};

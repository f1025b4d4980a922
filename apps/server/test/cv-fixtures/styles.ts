import type { ParsedCv } from '@hirelane/contract/cv-import';

/** How a fixture writes its CV: the knobs real CVs turn differently. */
export type Style = {
  language: 'en' | 'no';
  dates: 'long' | 'short' | 'numeric' | 'year';
  /** Title and company: one line joined by a separator, or two lines. */
  join: ', ' | ' – ' | ' at ' | 'lines';
  skills: 'comma' | 'lines' | 'bullets';
  languages: 'dash' | 'paren' | 'colon';
  upperHeadings: boolean;
  /** Which of each section's title variants to use. */
  headingVariant: number;
};

// biome-ignore format: month tables
const MONTHS = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  no: {
    long: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
    short: ['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'],
  },
} as const;

const OPEN_END = {
  en: { long: 'Present', short: 'Present', numeric: 'present', year: 'present' },
  no: { long: 'dags dato', short: 'nå', numeric: 'nå', year: 'nå' },
} as const;

export const formatMonth = (yearMonth: string, style: Style): string => {
  const [year, month] = yearMonth.split('-');
  const index = Number(month) - 1;
  switch (style.dates) {
    case 'long':
      return `${MONTHS[style.language].long[index]} ${year}`;
    case 'short':
      return `${MONTHS[style.language].short[index]} ${year}`;
    case 'numeric':
      return `${month}/${year}`;
    case 'year':
      return `${year}`;
  }
};

export const formatRange = (
  start: string | null,
  end: string | null,
  current: boolean,
  style: Style,
): string => {
  const from = start ? formatMonth(start, style) : '';
  const to = current || !end ? OPEN_END[style.language][style.dates] : formatMonth(end, style);
  return style.dates === 'year' && (current || !end) ? `${from}–${to}` : `${from} – ${to}`;
};

const HEADINGS = {
  en: {
    experience: ['Work experience', 'Experience', 'Professional experience'],
    education: ['Education', 'Education'],
    certifications: ['Certifications', 'Licenses & certifications'],
    professional: ['Skills', 'Technical skills', 'Core skills'],
    personal: ['Personal skills', 'Soft skills'],
    language: ['Languages', 'Language skills'],
    contact: ['Contact', 'Contact details'],
  },
  no: {
    experience: ['Arbeidserfaring', 'Erfaring', 'Yrkeserfaring'],
    education: ['Utdanning', 'Utdannelse'],
    certifications: ['Kurs og sertifiseringer', 'Sertifiseringer'],
    professional: ['Kompetanse', 'Ferdigheter', 'Faglige ferdigheter'],
    personal: ['Personlige egenskaper', 'Egenskaper'],
    language: ['Språk', 'Språkkunnskaper'],
    contact: ['Kontakt', 'Kontaktinformasjon'],
  },
} as const;

export const heading = (key: keyof (typeof HEADINGS)['en'], style: Style): string => {
  const variants = HEADINGS[style.language][key];
  const text = variants[style.headingVariant % variants.length] ?? variants[0];
  return style.upperHeadings ? text.toUpperCase() : text;
};

const LEVELS = {
  en: ['', 'Basic', 'Intermediate', 'Advanced', 'Fluent', 'Native'],
  no: ['', 'Grunnleggende', 'Middels', 'Avansert', 'Flytende', 'Morsmål'],
} as const;

export const languageLine = (entry: { language: string; level: number }, style: Style): string => {
  const level = LEVELS[style.language][entry.level] ?? '';
  if (style.languages === 'paren') return `${entry.language} (${level.toLowerCase()})`;
  if (style.languages === 'colon') return `${entry.language}: ${level}`;
  return `${entry.language} – ${level}`;
};

export const roleLine = (title: string, company: string, style: Style): string[] =>
  style.join === 'lines'
    ? [title, company]
    : [`${title}${style.join === ' at ' && style.language === 'no' ? ' hos ' : style.join}${company}`];

export const degreeLine = (degree: string | null, field: string | null, style: Style): string =>
  [degree, field].filter(Boolean).join(style.language === 'no' ? ' i ' : ' in ');

/** What the document shows, as the parser should read it: a year alone means January to December. */
export const expectedFor = (cv: ParsedCv, style: Style): ParsedCv => {
  if (style.dates !== 'year') return structuredClone(cv);
  const year = (value: string | null, end: boolean) =>
    value ? `${value.slice(0, 4)}-${end ? '12' : '01'}` : null;
  return {
    ...structuredClone(cv),
    experiences: cv.experiences.map((e) => ({
      ...e,
      startDate: year(e.startDate, false),
      endDate: year(e.endDate, true),
    })),
    educations: cv.educations.map((e) => ({
      ...e,
      startDate: year(e.startDate, false),
      endDate: year(e.endDate, true),
    })),
    certifications: cv.certifications.map((c) => ({ ...c, issueDate: year(c.issueDate, false) })),
  };
};

import type { SectionKind } from '../../../src/features/cv-import/offline/cv-sections.ts';
import { MONTH_NAMES } from '../month-names.ts';
import type { DateStyle, Style } from './style.ts';

export type Lang = 'en' | 'no';

// biome-ignore format: month tables
const MONTHS = {
  en: {
    long: MONTH_NAMES.en,
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  no: {
    long: MONTH_NAMES.no,
    short: ['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'],
  },
} as const;

/** "2019-03" as the style writes a month: March 2019, Mar 2019, mars 2019, 03/2019 or 2019. */
export const formatMonth = (yearMonth: string, language: Lang, dates: DateStyle): string => {
  const [year = '', month = ''] = yearMonth.split('-');
  const index = Number(month) - 1;
  switch (dates.format) {
    case 'long':
      return `${MONTHS[language].long[index]} ${year}`;
    case 'short':
      return `${MONTHS[language].short[index]} ${year}`;
    case 'numeric':
      return `${month}/${year}`;
    case 'year':
      return year;
  }
};

/** A period: "Jan 2019 – Present", "2017–2020", "mars 2018 – dags dato". */
export const formatRange = (
  start: string | null,
  end: string | null,
  current: boolean,
  language: Lang,
  dates: DateStyle,
): string => {
  const from = start ? formatMonth(start, language, dates) : '';
  const to = current || !end ? dates.present : formatMonth(end, language, dates);
  return `${from}${dates.dash}${to}`;
};

/** The titled sections a fixture CV prints: the parser's section kinds but summary and other, which none prints. */
export type SectionKey = Exclude<SectionKind, 'summary' | 'other'>;

const HEADINGS: Record<Lang, Record<SectionKey, string[]>> = {
  en: {
    experience: ['Experience', 'Work experience', 'Professional experience', 'Employment history'],
    education: ['Education', 'Education', 'Education', 'Education and training'],
    certifications: ['Certifications', 'Certifications', 'Certificates', 'Licences and certifications'],
    professional: ['Skills', 'Technical skills', 'Core skills', 'Key skills'],
    personal: ['Personal skills', 'Soft skills', 'Personal skills', 'Personal qualities'],
    language: ['Languages', 'Languages', 'Language skills', 'Languages'],
    contact: ['Contact', 'Contact details', 'Contact', 'Contact details'],
  },
  no: {
    experience: ['Arbeidserfaring', 'Erfaring', 'Yrkeserfaring', 'Relevant erfaring'],
    education: ['Utdanning', 'Utdanning', 'Utdannelse', 'Utdanning'],
    certifications: ['Sertifiseringer', 'Kurs og sertifiseringer', 'Sertifiseringer', 'Kurs og sertifikater'],
    professional: ['Ferdigheter', 'Kompetanse', 'Faglige ferdigheter', 'Nøkkelkompetanse'],
    personal: ['Personlige egenskaper', 'Egenskaper', 'Personlige egenskaper', 'Personlige ferdigheter'],
    language: ['Språk', 'Språk', 'Språkkunnskaper', 'Språk'],
    contact: ['Kontakt', 'Kontaktinformasjon', 'Kontakt', 'Kontaktinformasjon'],
  },
};

const UPPER_CASE_LOCALE = { en: 'en', no: 'nb' } as const;

/** A section's title in the document's wording, in capitals when the style says so. */
export const headingText = (key: SectionKey, language: Lang, style: Style): string => {
  const variants = HEADINGS[language][key];
  const text = variants[style.headings % variants.length] ?? variants[0] ?? key;
  return style.upper ? text.toLocaleUpperCase(UPPER_CASE_LOCALE[language]) : text;
};

/** Level words, 1 to 5 (English level 1 is "Basic" in some CVs, "Beginner" in others). */
const LEVELS = {
  en: ['', 'Basic', 'Intermediate', 'Advanced', 'Fluent', 'Native'],
  enBeginner: ['', 'Beginner', 'Intermediate', 'Advanced', 'Fluent', 'Native'],
  no: ['', 'Grunnleggende', 'Middels', 'Avansert', 'Flytende', 'Morsmål'],
} as const;
const LEVELS_OF: Record<Lang, (style: Style) => readonly string[]> = {
  en: (style) => (style.headings % 2 ? LEVELS.enBeginner : LEVELS.en),
  no: () => LEVELS.no,
};

export const levelWord = (level: number, language: Lang, style: Style): string => {
  const words = LEVELS_OF[language](style);
  return words[level] ?? String(level);
};

/** "English – Native", "English: Native" or "English (native)". */
export const languageLine = (entry: { language: string; level: number }, language: Lang, style: Style) => {
  const word = levelWord(entry.level, language, style);
  if (style.levels === 'paren') return `${entry.language} (${word.toLowerCase()})`;
  if (style.levels === 'colon') return `${entry.language}: ${word}`;
  return `${entry.language} – ${word}`;
};

const AT = { en: ' at ', no: ' hos ' } as const;
const AT_SCHOOL = { en: ', ', no: ' ved ' } as const;
const IN_FIELD = { en: ' in ', no: ' i ' } as const;
const JOIN = { comma: ', ', dash: ' – ' } as const;

/** Title and company: "Title, Company", "Title – Company", "Title at Company", or two lines. */
export const roleLines = (title: string, company: string, language: Lang, style: Style): string[] => {
  if (style.role === 'lines') return [title, company];
  const join = style.role === 'at' ? AT[language] : JOIN[style.role];
  return [`${title}${join}${company}`];
};

/** "Master of Science in Computer Science", "Master i informatikk", or the degree alone. */
export const degreeText = (degree: string | null, field: string | null, language: Lang): string =>
  [degree, field].filter(Boolean).join(IN_FIELD[language]);

export const educationLines = (
  degree: string | null,
  field: string | null,
  school: string,
  language: Lang,
  style: Style,
): string[] => {
  const studied = degreeText(degree, field, language);
  if (!studied) return [school];
  if (style.role === 'lines') return [studied, school];
  const join = style.role === 'at' ? AT_SCHOOL[language] : JOIN[style.role];
  return [`${studied}${join}${school}`];
};

export const certificationLines = (name: string, issuer: string | null, style: Style): string[] => {
  if (!issuer) return [name];
  if (style.role === 'lines') return [name, issuer];
  return [`${name}${style.role === 'dash' ? ' – ' : ', '}${issuer}`];
};

export const CONTACT_LABELS = {
  en: { email: 'Email', phone: 'Phone', location: 'Location' },
  no: { email: 'E-post', phone: 'Mobil', location: 'Bosted' },
} as const;

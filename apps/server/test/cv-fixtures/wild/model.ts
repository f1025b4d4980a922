import type { ParsedCv } from '@hirelane/contract/cv-import';
import { MONTH_NAMES } from '../month-names.ts';

/** The tools (templates) the set's documents are made with. */
export const TOOLS = [
  'moderncv-classic',
  'moderncv-banking',
  'awesome-cv',
  'jakes-resume',
  'canva-sidebar',
  'europass',
  'linkedin',
  'word-table-sidebar',
  'word-classic-tabs',
  'gdocs',
  'browser-print',
] as const;
export type Tool = (typeof TOOLS)[number];

export type Lang = 'en' | 'no' | 'sv' | 'da';

/** How a CV writes its months: "March 2021", "Mar 2021", "03/2021" or the year alone. */
export type DateStyle = 'long' | 'abbr' | 'numeric' | 'year';

export type WildExperience = {
  title: string;
  company: string;
  city: string | null;
  start: string;
  /** null: the person still works there. */
  end: string | null;
  bullets: string[];
};
export type WildEducation = {
  school: string;
  degree: string;
  field: string | null;
  city: string | null;
  start: string;
  end: string;
};
export type WildCertification = { name: string; issuer: string | null; date: string | null };

export type WildPerson = {
  id: string;
  lang: Lang;
  tool: Tool;
  /** The LaTeX tools make PDFs; the Word tools make DOCX unless `pdf` (then LibreOffice prints it). */
  format?: 'pdf';
  /** Never used to tune the parser. */
  heldOut?: boolean;
  dates: DateStyle;
  /** The word for a current job when not the language's usual one ("dags dato", "i dag", "pågående"). */
  present?: string;
  first: string;
  last: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  /** Printed, not read into the CV's fields. */
  summary?: string;
  experiences: WildExperience[];
  educations: WildEducation[];
  certifications: WildCertification[];
  skills: string[];
  personal: string[];
  /** Language and level 1–5 (5 native). */
  languages: [string, number][];
  /** Printed in a section the CV's groups have no place for (volunteering): kept as other items. */
  volunteering?: { role: string; organisation: string; start: string; end: string | null }[];
  /** A portfolio address printed in the header (and linked). */
  portfolio?: string;
  /** A "References" line. */
  references?: string;
};

// Words ------------------------------------------------------------------------------------------

type Words = {
  months: readonly string[];
  abbr: string[];
  present: string;
  /** Level words, native (5) first. */
  levels: [string, string, string, string, string];
  experience: string;
  education: string;
  skills: string;
  personal: string;
  languages: string;
  certifications: string;
  summary: string;
  contact: string;
  /** "Bachelor i X", "Master of Science in X". */
  inWord: string;
};

export const WORDS: Record<Lang, Words> = {
  en: {
    months: MONTH_NAMES.en,
    abbr: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    present: 'Present',
    levels: ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic'],
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    personal: 'Personal skills',
    languages: 'Languages',
    certifications: 'Certifications',
    summary: 'Profile',
    contact: 'Contact',
    inWord: 'in',
  },
  no: {
    months: MONTH_NAMES.no,
    abbr: ['jan.', 'feb.', 'mar.', 'apr.', 'mai', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'],
    present: 'nå',
    levels: ['Morsmål', 'Flytende', 'Avansert', 'Middels', 'Grunnleggende'],
    experience: 'Arbeidserfaring',
    education: 'Utdanning',
    skills: 'Kompetanse',
    personal: 'Personlige egenskaper',
    languages: 'Språk',
    certifications: 'Kurs og sertifikater',
    summary: 'Profil',
    contact: 'Kontakt',
    inWord: 'i',
  },
  sv: {
    months: MONTH_NAMES.sv,
    abbr: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    present: 'nu',
    levels: ['Modersmål', 'Flytande', 'Mycket goda kunskaper', 'Goda kunskaper', 'Grundläggande'],
    experience: 'Arbetslivserfarenhet',
    education: 'Utbildning',
    skills: 'Kompetenser',
    personal: 'Personliga egenskaper',
    languages: 'Språk',
    certifications: 'Certifikat',
    summary: 'Profil',
    contact: 'Kontakt',
    inWord: 'i',
  },
  da: {
    months: MONTH_NAMES.da,
    abbr: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
    present: 'dags dato',
    levels: ['Modersmål', 'Flydende', 'Meget gode kundskaber', 'Gode kundskaber', 'Grundlæggende'],
    experience: 'Erhvervserfaring',
    education: 'Uddannelse',
    skills: 'Kompetencer',
    personal: 'Personlige kompetencer',
    languages: 'Sprog',
    certifications: 'Kurser og certifikater',
    summary: 'Profil',
    contact: 'Kontakt',
    inWord: 'i',
  },
};

/** A month ("2021-03") in a person's style: "March 2021", "mar. 2021", "03/2021", "2021". */
export const monthText = (lang: Lang, style: DateStyle, month: string): string => {
  const [year, m] = month.split('-') as [string, string];
  const index = Number(m) - 1;
  switch (style) {
    case 'long':
      return `${WORDS[lang].months[index]} ${year}`;
    case 'abbr':
      return `${WORDS[lang].abbr[index]} ${year}`;
    case 'numeric':
      return `${m}/${year}`;
    case 'year':
      return year;
  }
};

/** A period: "Mar 2021 – Present", "2019 – nu", "03/2014 – 02/2018". */
export const periodText = (
  person: Pick<WildPerson, 'lang' | 'dates' | 'present'>,
  start: string,
  end: string | null,
  dash = ' – ',
  present = person.present ?? WORDS[person.lang].present,
): string =>
  `${monthText(person.lang, person.dates, start)}${dash}${end ? monthText(person.lang, person.dates, end) : present}`;

/** "Bachelor of Science in Computer Science", "Kandidatexamen i företagsekonomi", "Cand.jur.". */
export const degreeText = (lang: Lang, education: WildEducation): string =>
  education.field ? `${education.degree} ${WORDS[lang].inWord} ${education.field}` : education.degree;

export const levelWord = (lang: Lang, level: number): string => WORDS[lang].levels[5 - level] ?? '';

export const fullName = (person: WildPerson) => `${person.first} ${person.last}`;

export const formatOf = (person: WildPerson): 'pdf' | 'docx' =>
  person.tool.startsWith('word-') || person.tool === 'gdocs' ? (person.format ?? 'docx') : 'pdf';

// Expected JSON ----------------------------------------------------------------------------------

/**
 * What the document shows, as the parser should return it. A year-only period keeps its years,
 * with no month made up ("2017 – 2020" → 2017 … 2020; a certificate dated "2019" → 2019), and
 * LinkedIn prints an education's years only; a description is the entry's bullets joined.
 */
export const expectedOf = (person: WildPerson): ParsedCv => {
  const years = (yearOnly: boolean) => (value: string | null) =>
    value && yearOnly ? value.slice(0, 4) : value;
  const month = years(person.dates === 'year');
  // LinkedIn and the browser-printed CV give an education's years only.
  const educationMonth = years(
    person.dates === 'year' || person.tool === 'linkedin' || person.tool === 'browser-print',
  );
  return {
    profile: {
      firstName: person.first,
      lastName: person.last,
      email: person.email,
      phone: person.phone,
      location: person.location,
      headline: person.headline,
    },
    experiences: person.experiences.map((e) => ({
      title: e.title,
      company: e.company,
      location: e.city,
      employmentType: null,
      startDate: month(e.start),
      endDate: month(e.end),
      isCurrent: e.end === null,
      description: e.bullets.join(' '),
    })),
    educations: person.educations.map((e) => ({
      school: e.school,
      degree: e.degree,
      field: e.field,
      startDate: educationMonth(e.start),
      endDate: educationMonth(e.end),
      grade: null,
      description: null,
    })),
    professional: person.skills,
    personal: person.personal,
    language: person.languages.map(([language, level]) => ({ language, level })),
    certifications: person.certifications.map((c) => ({
      name: c.name,
      issuer: c.issuer,
      issueDate: month(c.date),
      expiryDate: null,
      credentialId: null,
      credentialUrl: null,
    })),
  };
};

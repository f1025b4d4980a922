import type { CvLayout, Line } from './layout.ts';

export type SectionKind =
  | 'experience'
  | 'education'
  | 'certifications'
  | 'professional'
  | 'personal'
  | 'language'
  | 'contact'
  | 'summary'
  | 'other';

/** Section titles as CVs write them, in English and Norwegian (compared in lower case). */
// biome-ignore format: word lists read best packed
const TITLES: Record<SectionKind, string[]> = {
  experience: [
    'experience', 'work experience', 'professional experience', 'relevant experience',
    'employment', 'employment history', 'work history', 'career', 'career history',
    'arbeidserfaring', 'erfaring', 'yrkeserfaring', 'jobberfaring', 'relevant erfaring',
    'arbeidsforhold', 'praksis',
  ],
  education: [
    'education', 'academic background', 'education and training', 'qualifications',
    'utdanning', 'utdannelse', 'skolegang',
  ],
  certifications: [
    'certifications', 'certificates', 'certification', 'licenses & certifications',
    'licenses and certifications', 'courses and certifications', 'courses & certifications',
    'courses', 'sertifiseringer', 'sertifikater', 'sertifisering', 'kurs og sertifiseringer',
    'kurs', 'kurs og sertifikater', 'sertifiseringer og kurs',
  ],
  professional: [
    'skills', 'technical skills', 'professional skills', 'core skills', 'key skills',
    'competencies', 'core competencies', 'expertise', 'tools', 'ferdigheter', 'kompetanse',
    'faglige ferdigheter', 'tekniske ferdigheter', 'nøkkelkompetanse', 'kjernekompetanse',
    'fagkompetanse', 'teknisk kompetanse', 'faglig kompetanse',
  ],
  personal: [
    'personal skills', 'soft skills', 'personal qualities', 'personal attributes', 'strengths',
    'personlige egenskaper', 'personlige ferdigheter', 'egenskaper', 'styrker',
  ],
  language: ['languages', 'language skills', 'language', 'språk', 'språkkunnskaper', 'språkferdigheter'],
  contact: ['contact', 'contact details', 'contact information', 'kontakt', 'kontaktinformasjon', 'personalia'],
  summary: ['profile', 'summary', 'about me', 'about', 'profil', 'sammendrag', 'om meg', 'personal statement'],
  other: [
    'references', 'referanser', 'interests', 'hobbies', 'interesser', 'fritidsinteresser',
    'projects', 'prosjekter', 'volunteering', 'frivillig arbeid', 'publications', 'publikasjoner',
    'endorsements', 'anbefalinger', 'awards', 'priser',
  ],
};

const BY_TITLE = new Map(
  (Object.entries(TITLES) as [SectionKind, string[]][]).flatMap(([kind, titles]) =>
    titles.map((title) => [title, kind] as const),
  ),
);
/** The same titles without spaces, for letter-spaced headings whose word gaps are lost. */
const BY_LETTERS = new Map([...BY_TITLE].map(([title, kind]) => [title.replace(/\s+/g, ''), kind]));

/** "WORK EXPERIENCE:", "E X P E R I E N C E", "Språk" → the section it starts, if any. */
export const headingKind = (line: Line): SectionKind | undefined => {
  if (line.cells.length > 1 || line.text.length > 80) return undefined;
  const text = line.text
    .toLowerCase()
    .replace(/[:：]$/, '')
    .trim();
  if (/^(?:\S\s+){3,}\S$/u.test(text)) return BY_LETTERS.get(text.replace(/\s+/g, ''));
  return text.length > 40 ? undefined : BY_TITLE.get(text.replace(/\s+/g, ' '));
};

export type Section = { kind: SectionKind | 'header'; lines: Line[] };

/**
 * Each stream cut at its headings; what comes before a stream's first heading is its header
 * (name, headline, contact). Sections of the same kind from several streams or pages are joined.
 */
export const sectionsOf = (layout: CvLayout): Section[] => {
  const sections: Section[] = [];
  for (const stream of layout.streams) {
    let current: Section = { kind: 'header', lines: [] };
    sections.push(current);
    for (const line of stream) {
      const kind = headingKind(line);
      if (kind) {
        current = { kind, lines: [] };
        sections.push(current);
      } else {
        current.lines.push(line);
      }
    }
  }
  return sections.filter((section) => section.lines.length > 0);
};

/** All lines of the sections of one kind, in document order. */
export const linesOfKind = (sections: Section[], kind: Section['kind']): Line[][] =>
  sections.filter((section) => section.kind === kind).map((section) => section.lines);

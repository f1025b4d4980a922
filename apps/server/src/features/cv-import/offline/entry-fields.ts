import { COUNTRY_CODES } from '@hirelane/contract/countries';
import type { CertificationDraft, EducationDraft, ExperienceDraft } from '@hirelane/contract/cv-import';
import type { DateRange } from './cv-dates.ts';
import { trimSeparators } from './cv-dates.ts';
import { descriptionOf, type RawEntry } from './cv-entries.ts';
import { allWords, alternation } from './languages/index.ts';

const connectors = (words: string[]) =>
  words.map((word) => new RegExp(`\\s+(?:${alternation([word])})\\s+`, 'iu'));

/**
 * Ways one line joins two names, strongest first: "Developer at Equinor", "Utvikler hos DNB",
 * "Utvecklare på Spotify", "Utvikler – Fjordkraft AS", then a weak joiner ("Udvikler i Netcompany"),
 * then a comma ("Developer, Equinor").
 */
const SPLITTERS = [
  ...connectors(allWords((words) => words.titleCompany)),
  /\s+@\s+/,
  /\s+[–—]\s+/,
  /\s+-\s+/,
  /\s+\|\s+/,
  /\s+·\s+/,
  ...connectors(allWords((words) => words.titleCompanyWeak)),
  /,\s+/,
];

/** The line cut at its strongest separator into a first and second part. */
export const splitPair = (text: string): [string, string] | null => {
  for (const splitter of SPLITTERS) {
    const match = splitter.exec(text);
    if (match) {
      const first = trimSeparators(text.slice(0, match.index));
      const second = trimSeparators(text.slice(match.index + match[0].length));
      if (first && second) return [first, second];
    }
  }
  return null;
};

const ROLE = new RegExp(
  `\\b(?:${alternation(allWords((words) => words.roleStems))})\\w*|\\p{L}*(?:${alternation(
    allWords((words) => words.roleEndings),
  )})(?!\\p{L})`,
  'iu',
);
const COMPANY = new RegExp(`\\b(?:${alternation(allWords((words) => words.companyForms))})\\b\\.?$`, 'u');

/** Which of two names is the role: the one with a job word, unless only the other has a company form. */
const roleFirst = (first: string, second: string) =>
  !(isCompany(first) && !isCompany(second)) && !(ROLE.test(second) && !ROLE.test(first));

/** A company form at the end of a name, a town after it aside ("Jysk Byg & Tømrer ApS · Aarhus"). */
const isCompany = (text: string) => COMPANY.test(text.split(' · ')[0] ?? text);

/** A town, perhaps with its country ("Bergen", "Mo i Rana", "Oslo, Norway"): no job word, no company form. */
const PLACE = /^\p{Lu}[\p{L}'.-]+(?:\s(?:\p{Ll}{1,2}\s)?\p{Lu}[\p{L}'.-]+){0,2}(?:,\s*\p{Lu}[\p{L}.-]+)?$/u;
const isPlace = (text: string) =>
  text.length <= 40 && PLACE.test(text) && !ROLE.test(text) && !COMPANY.test(text);

/** "Equinor, Stavanger", "Equinor (Stavanger)", "Equinor | Stavanger" → company and location. */
const companyAndPlace = (text: string): { company: string; location: string | null } => {
  const cut = /^(.+?)\s+[|–—·]\s+([^|–—·]+)$/u.exec(text);
  if (cut && isPlace(cut[2] ?? '')) return { company: cut[1] ?? text, location: cut[2] ?? null };
  const match = /^(.+?)(?:,\s+|\s+·\s+|\s+\()(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)\)?$/u.exec(text);
  if (match && !COMPANY.test(match[2] ?? ''))
    return { company: match[1] ?? text, location: match[2] ?? null };
  return { company: text, location: null };
};

/**
 * The naming lines as title, company and place: "Title — Company" over "Town · Jan 2019 – …" puts
 * the town (beside the date) in the location, not the company.
 */
const namesOf = (entry: RawEntry<DateRange>) => {
  const parts = [...entry.header];
  const last = parts.at(-1) ?? '';
  const first = parts[0] ?? '';
  if (
    parts.length === 2 &&
    last === entry.beside &&
    isPlace(last) &&
    !first.includes(' · ') &&
    splitPair(first)
  ) {
    parts.pop();
    return { parts, place: last };
  }
  return { parts, place: null };
};

/** Whether a section's entries name the title or the company on their first line. */
export type NamesOrder = 'title-first' | 'company-first';

/** What one entry's two naming lines say about the order: +1 company first, -1 title first, 0 unclear. */
const orderVote = (first: string, second: string) => {
  const companyFirst = (isCompany(first) && !isCompany(second)) || (ROLE.test(second) && !ROLE.test(first));
  const titleFirst = (isCompany(second) && !isCompany(first)) || (ROLE.test(first) && !ROLE.test(second));
  return companyFirst === titleFirst ? 0 : companyFirst ? 1 : -1;
};

/**
 * The order a section keeps, from the entries whose lines make it clear: a CV writes every entry
 * the same way, so "Sørlandets Engros" over "Lagerleder" follows "Nordlys AS" over "Logistikksjef".
 */
export const namesOrderOf = (entries: RawEntry<DateRange>[]): NamesOrder | undefined => {
  const votes = entries.reduce((sum, entry) => {
    const { parts } = namesOf(entry);
    return parts.length >= 2 ? sum + orderVote(parts[0] ?? '', parts[1] ?? '') : sum;
  }, 0);
  return votes === 0 ? undefined : votes > 0 ? 'company-first' : 'title-first';
};

/** "Kristiansand, Agder, Norge" as the first line under the period (LinkedIn): the place, not the description. */
const PLACE_LINE =
  /^\p{Lu}[\p{L}'.-]*(?:\s[\p{L}'.-]+){0,3}(?:,\s*\p{Lu}[\p{L}'.-]*(?:\s[\p{L}'.-]+){0,3}){1,3}$/u;

export const experienceOf = (entry: RawEntry<DateRange>, order?: NamesOrder): ExperienceDraft | null => {
  const { parts, place } = namesOf(entry);
  const [head = '', second, third] = parts;
  let title = head;
  let companyText = second ?? '';
  if (second === undefined) {
    const pair = splitPair(head);
    if (pair) [title, companyText] = roleFirst(...pair) ? pair : [pair[1], pair[0]];
  } else if (order ? order === 'company-first' : !roleFirst(head, second)) {
    [title, companyText] = [second, head];
  }
  const found = third ? { company: companyText, location: third } : companyAndPlace(companyText);
  const company = found.company;
  let body = entry.body;
  let location = place ?? found.location;
  const firstLine = body[0] ?? '';
  if (!location && PLACE_LINE.test(firstLine) && !ROLE.test(firstLine) && firstLine.length <= 60) {
    location = firstLine;
    body = body.slice(1);
  }
  if (!title && !company) return null;
  return {
    title,
    company,
    location,
    employmentType: null,
    startDate: entry.date?.startDate ?? null,
    endDate: entry.date?.endDate ?? null,
    isCurrent: entry.date?.isCurrent ?? false,
    description: descriptionOf(body),
  };
};

const SCHOOL = new RegExp(
  `(?:${alternation(allWords((words) => words.schoolStems))}|\\b(?:${alternation(allWords((words) => words.schoolNames))})\\b)`,
  'iu',
);
const DEGREE = new RegExp(
  `(?:\\b(?:${alternation(allWords((words) => words.degreeStems))})|\\b(?:${alternation(
    allWords((words) => words.degreeAbbreviations),
    true,
  )})\\b)`,
  'iu',
);
const DEGREE_FIELD = alternation(allWords((words) => words.degreeField));
const DEGREE_SCHOOL = alternation(allWords((words) => words.degreeSchool));
const ISSUED_BY = new RegExp(`^(?:${alternation(allWords((words) => words.issuedBy))})\\s+`, 'iu');

/** "Master of Science in Computer Science" / "Master i informatikk" / "MSc, Physics" → degree and field. */
export const degreeAndField = (text: string): { degree: string | null; field: string | null } => {
  const split = new RegExp(`^(.+?)(?:\\s+(?:${DEGREE_FIELD})\\s+|,\\s+|\\s+[–—-]\\s+)(.+)$`, 'iu').exec(text);
  if (split) return { degree: trimSeparators(split[1] ?? ''), field: trimSeparators(split[2] ?? '') };
  const short = /^((?:M|B)\.?Sc\.?|MBA|Ph\.?D\.?|B\.?A\.?|M\.?A\.?)\s+(.+)$/u.exec(text);
  if (short) return { degree: short[1] ?? null, field: short[2] ?? null };
  return { degree: text || null, field: null };
};

/** Country names in the CV languages' own words ("Norway", "Norge", "Sverige", "Danmark"), lower case. */
const COUNTRIES = new Set([
  ...['en', 'nb', 'sv', 'da'].flatMap((locale) => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => names.of(code)?.toLowerCase() ?? '');
  }),
  'usa',
  'uk',
]);

/** "Trondheim, Norway": a town and its country, where a school was (the line under "Degree, School"). */
const TOWN_COUNTRY = /^\p{Lu}[\p{L}'.-]+(?:\s\p{L}[\p{L}'.-]*){0,3},\s*(\p{Lu}[\p{L} '.-]+)$/u;
const isTownLine = (text: string) => {
  const country = TOWN_COUNTRY.exec(text)?.[1]?.trim().toLowerCase();
  return country !== undefined && COUNTRIES.has(country) && !SCHOOL.test(text) && !DEGREE.test(text);
};

/** A school's generic word alone ("University", "College", "Universitetet"): never a school's whole name. */
const SCHOOL_WORD = new RegExp(`^(?:${alternation(allWords((words) => words.schoolStems))})\\p{L}*$`, 'iu');

/** "… Communications, New York" over "University": a school's word alone ends the name wrapped above it. */
const joinLoneSchoolWords = (parts: string[]): string[] =>
  parts.reduce<string[]>((joined, part) => {
    const last = joined.length - 1;
    if (last >= 0 && SCHOOL_WORD.test(part)) joined[last] = `${joined[last]} ${part}`;
    else joined.push(part);
    return joined;
  }, []);

export const educationOf = (entry: RawEntry<DateRange>): EducationDraft | null => {
  // A place line among the naming lines or first under them is the entry's place, never its school.
  const named = joinLoneSchoolWords(entry.header.filter(Boolean));
  let parts = named.length > 1 ? named.filter((part) => !isTownLine(part)) : named;
  const body = isTownLine(entry.body[0] ?? '') ? entry.body.slice(1) : entry.body;
  if (parts.length === 1) {
    const only = parts[0] ?? '';
    const pair = /\s+[–—|·]\s+|\s+-\s+/.exec(only);
    if (pair)
      parts = [only.slice(0, pair.index), only.slice(pair.index + pair[0].length)].map(trimSeparators);
    else {
      // "Master of Arts in Marketing, University of Bristol": cut where a school stands on one side only.
      for (const cut of only.matchAll(new RegExp(`,\\s+|\\s+(?:${DEGREE_SCHOOL})\\s+`, 'gu'))) {
        const pair = [only.slice(0, cut.index), only.slice(cut.index + cut[0].length)].map(trimSeparators);
        if (SCHOOL.test(pair[0] ?? '') !== SCHOOL.test(pair[1] ?? '') || !SCHOOL.test(only)) {
          parts = pair;
          break;
        }
      }
    }
  }
  let schoolIndex = parts.findIndex((part) => SCHOOL.test(part) && !DEGREE.test(part));
  if (schoolIndex < 0) schoolIndex = parts.findIndex((part) => SCHOOL.test(part));
  if (schoolIndex < 0) schoolIndex = parts.findIndex((part) => !DEGREE.test(part));
  if (schoolIndex < 0) schoolIndex = parts.length > 1 ? 1 : 0;
  const school = companyAndPlace(parts[schoolIndex] ?? '').company;
  const degreeText = parts.filter((_, index) => index !== schoolIndex)[0] ?? '';
  if (!school && !degreeText) return null;
  const { degree, field } = degreeText ? degreeAndField(degreeText) : { degree: null, field: null };
  return {
    school,
    degree,
    field,
    startDate: entry.date?.startDate ?? null,
    endDate: entry.date?.isCurrent ? null : (entry.date?.endDate ?? null),
    grade: null,
    description: descriptionOf(body),
  };
};

/** A period's word for "still valid" or a date alone, which names no certificate. */
const PRESENT_ONLY = new RegExp(`^(?:${alternation(allWords((words) => words.present))})$`, 'iu');

/** "Name, Issuer" / "Name – Issuer" / "Name (Issuer)" on one line: the name and where the issuer starts. */
const nameAndIssuer = (text: string): [string, string | null, 'bracket' | 'dash' | 'comma' | null] => {
  const bracketed = /^(.+?)\s*\(([^)]+)\)$/u.exec(trimSeparators(text));
  if (bracketed) return [bracketed[1] ?? text, bracketed[2] ?? null, 'bracket'];
  const pair = /\s+[–—|·]\s+|\s+-\s+|,\s+(?![^(]*\))/.exec(text);
  if (!pair) return [text, null, null];
  const how = pair[0].trim() === ',' ? 'comma' : 'dash';
  return [text.slice(0, pair.index), text.slice(pair.index + pair[0].length), how];
};

/** A short line that can only finish the one above it: a few words, no separator, digit or full stop. */
const isWrappedEnd = (text: string) =>
  text.split(/\s+/).length <= 3 && !/[,–—|·:;\d.!?()]/.test(text) && !PRESENT_ONLY.test(text);

export const certificationOf = (entry: RawEntry<string>): CertificationDraft | null => {
  const parts = entry.header.filter(Boolean);
  let [name = '', issuer = null] = parts as [string?, string?];
  const [first, started, how] = nameAndIssuer(name);
  // "Certified Usability Analyst (CUA), Human" over "Factors International": the issuer begun on
  // the first line wrapped onto the next (a naming line, or the entry's only line under it).
  const tail =
    parts.length === 2 ? parts[1] : parts.length === 1 && entry.body.length === 1 ? entry.body[0] : undefined;
  const wrapped = how === 'comma' && tail !== undefined && isWrappedEnd(tail);
  if (parts.length === 1 || wrapped) {
    name = first;
    issuer = wrapped ? `${started} ${tail}` : started;
  }
  name = trimSeparators(name);
  if (!name || PRESENT_ONLY.test(name)) return null;
  return {
    name,
    issuer: issuer ? trimSeparators(issuer.replace(ISSUED_BY, '')) || null : null,
    issueDate: entry.date,
    expiryDate: null,
    credentialId: null,
    credentialUrl: null,
  };
};

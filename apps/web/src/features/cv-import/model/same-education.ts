/** The parts of an education that tell whether two are the same. */
export type EducationKey = {
  school: string;
  degree?: string | null;
  startDate?: string | null;
  endDate?: string | null;
};

/**
 * Schools written in more than one way (Norwegian name, English name, short name), each group one
 * school. A name is compared lower-cased, without punctuation.
 */
const SCHOOL_NAMES: readonly (readonly string[])[] = `
ntnu | norwegian university of science and technology | norges teknisk-naturvitenskapelige universitet | nth
uio | university of oslo | universitetet i oslo
uib | university of bergen | universitetet i bergen
uit | uit the arctic university of norway | the arctic university of norway | universitetet i tromsø | university of tromsø
uis | university of stavanger | universitetet i stavanger
uia | university of agder | universitetet i agder
nmbu | norwegian university of life sciences | norges miljø- og biovitenskapelige universitet
nhh | norwegian school of economics | norges handelshøyskole
bi | bi norwegian business school | handelshøyskolen bi
oslomet | oslo metropolitan university | oslomet – storbyuniversitetet | oslomet storbyuniversitetet | høgskolen i oslo og akershus | hioa
hvl | western norway university of applied sciences | høgskulen på vestlandet
usn | university of south-eastern norway | universitetet i sørøst-norge
nord | nord university | nord universitet
inn | inland norway university of applied sciences | høgskolen i innlandet
aho | the oslo school of architecture and design | arkitektur- og designhøgskolen i oslo
nih | norwegian school of sport sciences | norges idrettshøgskole
kth | kth royal institute of technology | royal institute of technology | kungliga tekniska högskolan
dtu | technical university of denmark | danmarks tekniske universitet
mit | massachusetts institute of technology
`
  .trim()
  .split('\n')
  .map((line) => line.split(' | '));

/** Words an acronym leaves out ("Norwegian School of Economics" → NSE). */
const SMALL_WORDS = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'at',
  'i',
  'og',
  'for',
  'på',
  'ved',
  'de',
  'du',
]);

const normal = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[.,;:'’"()[\]]/g, ' ')
    .replace(/\s*[-–—]\s*/g, (dash) => (/\s/.test(dash) ? ' ' : '-'))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The ways a school's name is written in one field: whole, before and inside brackets, around a
 * dash, and a leading short name apart from the long one.
 */
const variantsOf = (school: string): string[] => {
  const parts = [
    school,
    school.replace(/\(.*?\)/g, ''),
    ...[...school.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? ''),
    ...school.split(/\s+[-–—|,]\s+/),
    // "NHH Norwegian School of Economics": a short name in capitals before the long one.
    ...(school.match(/^(\p{L}*\p{Lu}\p{L}*\p{Lu}\p{L}*)\s+(\p{L}.*\s.*)$/u)?.slice(1) ?? []),
  ];
  return [...new Set(parts.map(normal).filter(Boolean))];
};

const acronymOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => word && !SMALL_WORDS.has(word))
    .map((word) => word[0])
    .join('');

const groupOf = (name: string) => SCHOOL_NAMES.findIndex((names) => names.includes(name));

/**
 * Whether two names are one school: the same name, two names of one known school ("NTNU",
 * "Norwegian University of Science and Technology"), or a short name that is the other's initials
 * ("MIT").
 */
export const sameSchool = (a: string, b: string): boolean => {
  const left = variantsOf(a);
  const right = variantsOf(b);
  return left.some((x) =>
    right.some((y) => {
      if (x === y) return true;
      const group = groupOf(x);
      if (group >= 0 && group === groupOf(y)) return true;
      const [short, long] = x.length < y.length ? [x, y] : [y, x];
      return !short.includes(' ') && short.length >= 2 && long.includes(' ') && acronymOf(long) === short;
    }),
  );
};

/** Degree levels as CVs and LinkedIn name them, highest first. */
const DEGREE_LEVELS: readonly [string, RegExp][] = [
  ['phd', /\bph\.?\s?d\b|\bdoctor|\bdoktor/i],
  [
    'master',
    /\bmaster|\bm\.?\s?sc\b|\bmba\b|\bm\.?\s?a\b|sivilingeniør|siviløkonom|\bcand\.\s?\p{L}+|\bhovedfag/iu,
  ],
  ['bachelor', /\bbachelor|\bb\.?\s?sc\b|\bb\.?\s?a\b|\bcand\.\s?mag\b/i],
];

/** A degree without its abbreviation or brackets: "Master of Science - MS" → "master of science". */
const degreeName = (degree: string) =>
  normal(degree.replace(/\(.*?\)/g, '').replace(/\s+[-–—]\s+[\p{L}.]{1,6}\s*$/u, ''));

const levelOf = (degree: string) => DEGREE_LEVELS.find(([, pattern]) => pattern.test(degree))?.[0];

/** Whether two degrees are one: the same name without abbreviations, or the same level named. */
const sameDegree = (a: string, b: string) => {
  if (degreeName(a) === degreeName(b)) return true;
  const level = levelOf(a);
  return level !== undefined && level === levelOf(b);
};

const year = (date: string | null | undefined) => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : null);
/** Two dates agree when either is missing, else when they fall in one year (LinkedIn may give years only). */
const sameYear = (a: string | null | undefined, b: string | null | undefined) =>
  !year(a) || !year(b) || year(a) === year(b);

/**
 * Whether an imported education is one the CV already has: one school (however it is named), and
 * nothing that tells them apart — no other start or end year, no other degree.
 */
export const sameEducation = (a: EducationKey, b: EducationKey): boolean =>
  sameSchool(a.school, b.school) &&
  sameYear(a.startDate, b.startDate) &&
  sameYear(a.endDate, b.endDate) &&
  (!a.degree?.trim() || !b.degree?.trim() || sameDegree(a.degree, b.degree));

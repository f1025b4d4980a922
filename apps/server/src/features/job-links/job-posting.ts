import type { JOB_WORKPLACES } from '@hirelane/contract/jobs';
import { employmentTypeOf } from './employment-type.ts';
import { htmlToText, inlineText } from './html-text.ts';
import { type Deref, firstOf, isObject, valuesOf } from './json-ld-values.ts';
import { parsePostingDate } from './posting-dates.ts';
import { type SalaryFields, salaryOf } from './posting-salary.ts';

type JsonObject = Record<string, unknown>;

/** The job fields a schema.org JobPosting gives (null where it says nothing). */
export type PostingFields = SalaryFields & {
  position: string | null;
  company: string | null;
  location: string | null;
  workplace: (typeof JOB_WORKPLACES)[number] | null;
  employmentType: ReturnType<typeof employmentTypeOf>;
  deadline: string | null;
  description: string | null;
};

const MAX_DEPTH = 12;

const noDeref: Deref = (value) => value;

/** "JobPosting", "schema:JobPosting", "https://schema.org/JobPosting", or a list holding one. */
const hasType = (node: JsonObject, type: string): boolean =>
  valuesOf(node['@type'], noDeref).some(
    (value) =>
      typeof value === 'string' && value.replace(/^.*[/:#]/, '').toLowerCase() === type.toLowerCase(),
  );

/** Every object in the JSON-LD blocks (arrays, @graph and nested values), breadth first. */
const objectsIn = (blocks: unknown[]): JsonObject[] => {
  const found: JsonObject[] = [];
  let level: unknown[] = blocks;
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (Array.isArray(value)) next.push(...value);
      else if (isObject(value)) {
        found.push(value);
        next.push(...Object.values(value).filter((child) => typeof child === 'object' && child !== null));
      }
    }
    level = next;
  }
  return found;
};

/** Resolves `{ "@id": "#org" }` references to the node with that id elsewhere in the page's graph. */
const createDeref = (objects: JsonObject[]): Deref => {
  const byId = new Map<string, JsonObject>();
  for (const object of objects) {
    const id = object['@id'];
    if (typeof id === 'string' && Object.keys(object).length > 1 && !byId.has(id)) byId.set(id, object);
  }
  return (value: unknown): unknown => {
    if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
};

/** One value as one line of plain text: a text or number as it is, a node by its `name`. */
const textIn = (value: unknown, deref: Deref, nesting = 0): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return inlineText(String(value)) || null;
  // A node's name may itself be a list or a node (an Organization named by a Text list).
  if (isObject(value) && nesting < 2)
    return firstOf(value.name, deref, (name) => textIn(name, deref, nesting + 1));
  return null;
};

/** A property read as one text: the first of its values that has one (title, company, …). */
const textOf = (value: unknown, deref: Deref): string | null =>
  firstOf(value, deref, (item) => textIn(item, deref));

/** A property read as every text it holds (a list of towns, of countries). */
const textsOf = (value: unknown, deref: Deref): string[] =>
  valuesOf(value, deref)
    .map((item) => textIn(item, deref))
    .filter((text): text is string => text !== null);

const joinUnique = (parts: string[]): string | null => {
  const unique = [...new Set(parts.filter(Boolean))];
  return unique.length > 0 ? unique.join(', ') : null;
};

/**
 * The towns of one address (else its regions, else its countries); a text address as it is.
 * An address may name several towns (`addressLocality: ["Oslo", "Bergen"]`): all are kept.
 */
const addressNames = (address: unknown, deref: Deref): string[] => {
  if (typeof address === 'string') return textsOf(address, deref);
  if (!isObject(address)) return [];
  for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) {
    const texts = textsOf(address[key], deref);
    if (texts.length > 0) return texts;
  }
  return [];
};

/** A Place's towns from its address (or list of addresses), else its name; a text place as it is. */
const placeNames = (place: unknown, deref: Deref): string[] => {
  if (!isObject(place)) return textsOf(place, deref);
  const fromAddresses = valuesOf(place.address, deref).flatMap((address) => addressNames(address, deref));
  return fromAddresses.length > 0 ? fromAddresses : textsOf(place.name, deref).slice(0, 1);
};

/**
 * Where the job is, as a person reads it: every distinct town the posting names, in its order,
 * joined with ", " ("Oslo, Bergen"), whether the towns come as a list of places, of addresses or
 * of localities; a place without a town counts by its region or country. A remote job names
 * where its applicants may live instead.
 */
const locationOf = (posting: JsonObject, deref: Deref) => {
  const places = joinUnique(
    valuesOf(posting.jobLocation, deref).flatMap((place) => placeNames(place, deref)),
  );
  const applicants = joinUnique(textsOf(posting.applicantLocationRequirements, deref));
  const remote = valuesOf(posting.jobLocationType, deref).some(
    (type) => typeof type === 'string' && /telecommute|remote/i.test(type),
  );
  return {
    location: places ?? applicants,
    // Remote work with an office named as well reads as hybrid.
    workplace: remote ? (places ? 'hybrid' : 'remote') : null,
  } as const;
};

const descriptionIn = (value: unknown): string | null =>
  typeof value === 'string' ? htmlToText(value) || null : null;

const deadlineIn = (value: unknown): string | null =>
  typeof value === 'string' ? parsePostingDate(value) : null;

/**
 * Maps one JobPosting node to the job's fields. Each property may hold a list: a text field takes
 * the first value that reads as one (the first title that is not blank, the first validThrough
 * that is a date), the employment type weighs all its values, the salary takes the first amount.
 */
const postingFields = (posting: JsonObject, deref: Deref): PostingFields => {
  const baseSalary = valuesOf(posting.baseSalary, deref);
  return {
    position: textOf(posting.title, deref) ?? textOf(posting.name, deref),
    company: textOf(posting.hiringOrganization, deref),
    ...locationOf(posting, deref),
    employmentType: employmentTypeOf(valuesOf(posting.employmentType, deref)),
    ...salaryOf(
      baseSalary.length > 0 ? baseSalary : valuesOf(posting.estimatedSalary, deref),
      posting.salaryCurrency,
      deref,
    ),
    deadline: firstOf(posting.validThrough, deref, deadlineIn),
    description: firstOf(posting.description, deref, descriptionIn),
  };
};

/**
 * The page's JobPosting as job fields: found in any JSON-LD block, as a plain object, inside a
 * list or an @graph, or nested in another node (`mainEntity`, `itemListElement`); `@id`
 * references are followed. The one with a title wins; null when the page has none.
 */
export const findJobPosting = (blocks: unknown[]): PostingFields | null => {
  const objects = objectsIn(blocks);
  const postings = objects.filter((object) => hasType(object, 'JobPosting'));
  const deref = createDeref(objects);
  const posting =
    postings.find((candidate) => textOf(candidate.title, deref) ?? textOf(candidate.name, deref)) ??
    postings[0];
  return posting ? postingFields(posting, deref) : null;
};

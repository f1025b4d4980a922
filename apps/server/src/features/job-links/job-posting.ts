import type { JOB_WORKPLACES } from '@hirelane/contract/jobs';
import { employmentTypeOf } from './employment-type.ts';
import { htmlToText, inlineText } from './html-text.ts';
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

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** "JobPosting", "schema:JobPosting", "https://schema.org/JobPosting", or a list holding one. */
const hasType = (node: JsonObject, type: string): boolean =>
  list(node['@type']).some(
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
const createDeref = (objects: JsonObject[]) => {
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

type Deref = ReturnType<typeof createDeref>;

/** A text value (or the `name` of an object, or the first of a list) as one line of plain text. */
const textOf = (value: unknown, deref: Deref): string | null => {
  for (const item of list(value)) {
    const resolved = deref(item);
    const raw =
      typeof resolved === 'string' || typeof resolved === 'number'
        ? String(resolved)
        : isObject(resolved)
          ? resolved.name
          : null;
    if (typeof raw === 'string' || typeof raw === 'number') {
      const text = inlineText(String(raw));
      if (text) return text;
    }
  }
  return null;
};

const joinUnique = (parts: (string | null)[]): string | null => {
  const unique = [...new Set(parts.filter((part): part is string => Boolean(part)))];
  return unique.length > 0 ? unique.join(', ') : null;
};

/** A Place's town (else region, else country, else its name); a plain text place as it is. */
const placeName = (place: unknown, deref: Deref): string | null => {
  const resolved = deref(place);
  if (typeof resolved === 'string') return inlineText(resolved) || null;
  if (!isObject(resolved)) return null;
  const address = deref(resolved.address);
  if (typeof address === 'string') return inlineText(address) || null;
  if (isObject(address)) {
    for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) {
      const text = textOf(address[key], deref);
      if (text) return text;
    }
  }
  return textOf(resolved.name, deref);
};

const locationOf = (posting: JsonObject, deref: Deref) => {
  const places = joinUnique(list(posting.jobLocation).map((place) => placeName(place, deref)));
  const applicants = joinUnique(
    list(posting.applicantLocationRequirements).map((area) => textOf(area, deref)),
  );
  const remote = list(posting.jobLocationType).some(
    (type) => typeof type === 'string' && /telecommute|remote/i.test(type),
  );
  return {
    location: places ?? applicants,
    // Remote work with an office named as well reads as hybrid.
    workplace: remote ? (places ? 'hybrid' : 'remote') : null,
  } as const;
};

const descriptionOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  return htmlToText(value) || null;
};

/** Maps one JobPosting node to the job's fields. */
const postingFields = (posting: JsonObject, deref: Deref): PostingFields => {
  const validThrough = list(posting.validThrough).find((value) => typeof value === 'string');
  return {
    position: textOf(posting.title, deref) ?? textOf(posting.name, deref),
    company: textOf(posting.hiringOrganization, deref),
    ...locationOf(posting, deref),
    employmentType: employmentTypeOf(posting.employmentType),
    ...salaryOf(deref(posting.baseSalary) ?? deref(posting.estimatedSalary), posting.salaryCurrency, deref),
    deadline: typeof validThrough === 'string' ? parsePostingDate(validThrough) : null,
    description: descriptionOf(posting.description),
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
  const posting = postings.find((candidate) => candidate.title || candidate.name) ?? postings[0];
  return posting ? postingFields(posting, createDeref(objects)) : null;
};

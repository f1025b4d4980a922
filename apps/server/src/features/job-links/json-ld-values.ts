/** Resolves a `{ "@id": … }` reference to the node it names (the value itself otherwise). */
export type Deref = (value: unknown) => unknown;

type JsonObject = Record<string, unknown>;

// Lists inside lists deeper than this are not read (a page's JSON-LD is never that deep by design).
const MAX_NESTING = 8;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every value a property holds. schema.org lets almost every property hold one value or a list
 * of them, and JSON-LD writes a text as a plain string or as `{ "@value": …, "@language": … }`
 * and a list as an array or as `{ "@list": […] }` / `{ "@set": […] }`: so lists (lists in lists
 * too) are flattened in order, `@id` references followed and `@value` objects unwrapped. Missing
 * values (null, undefined) are left out.
 */
export const valuesOf = (value: unknown, deref: Deref, nesting = 0): unknown[] => {
  if (nesting > MAX_NESTING) return [];
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item, deref, nesting + 1));
  const resolved = deref(value);
  if (resolved == null) return [];
  if (isObject(resolved)) {
    for (const key of ['@value', '@list', '@set']) {
      if (key in resolved) return valuesOf(resolved[key], deref, nesting + 1);
    }
  }
  return [resolved];
};

/** The first of a property's values that `read` makes something of (null when none does). */
export const firstOf = <T>(value: unknown, deref: Deref, read: (value: unknown) => T | null): T | null => {
  for (const item of valuesOf(value, deref)) {
    const found = read(item);
    if (found !== null) return found;
  }
  return null;
};

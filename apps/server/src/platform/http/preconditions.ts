/**
 * HTTP preconditions on a saved entry (RFC 9110 §13.1.1): the entry's version travels as a strong
 * ETag, and a save may send it back as If-Match to change only that version.
 */

/** The strong ETag of an entry's version (a counter that goes up on every save). */
export const versionTag = (version: number): string => `"v${version}"`;

/**
 * Whether an If-Match header lets a change to the entry tagged `current` go ahead: `*`, or a list
 * holding that tag. Strong comparison, as If-Match requires: a weak tag (W/"…") never matches, and
 * neither does a header that cannot be read. No header at all: the change is not conditional.
 */
export const ifMatchAllows = (header: string | undefined, current: string): boolean => {
  if (header === undefined) return true;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  return trimmed
    .split(',')
    .map((tag) => tag.trim())
    .includes(current);
};

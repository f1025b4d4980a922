/**
 * Keys for list items that have no id (a public CV leaves ids out): built from the content, with
 * a suffix on repeats so they stay unique and stable while the list does not change.
 */
export function keyed<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count > 0 ? `${base}#${count}` : base, item };
  });
}

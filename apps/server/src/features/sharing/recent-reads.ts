import { createLru } from '../../platform/cache/lru.ts';

type RecentReadsOptions = {
  /** How long a read is reused, in ms of `now`. */
  ttlMs: number;
  /** How many keys are kept (the least recently used goes first). */
  capacity: number;
  /** A monotonic clock in ms (tests pass their own). */
  now?: () => number;
};

/**
 * Reuses what a read gave for `ttlMs`: the same object to every caller within that time, one read
 * under way at a time per key (a burst of visits to one link reads once). A failed read is not kept.
 * Only for what may lag its source by that long: whatever must hold at once (a link's liveness) is
 * read outside it, every time.
 */
export const createRecentReads = <V>({
  ttlMs,
  capacity,
  now = () => performance.now(),
}: RecentReadsOptions) => {
  const entries = createLru<string, { at: number; value: Promise<V> }>(capacity);
  return (key: string, read: () => Promise<V>): Promise<V> => {
    const at = now();
    const known = entries.get(key);
    if (known && at - known.at < ttlMs) return known.value;
    const entry = { at, value: read() };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
};

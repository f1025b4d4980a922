/** A small least-recently-used map: the oldest entry goes when `capacity` is reached. */
export const createLru = <K, V>(capacity: number) => {
  const entries = new Map<K, V>();
  return {
    get: (key: K): V | undefined => {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set: (key: K, value: V): void => {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    delete: (key: K): void => {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
};

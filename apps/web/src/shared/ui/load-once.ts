/**
 * Code loaded on demand, once however many ask: `load` runs at the first call and every call gets
 * its promise; a failed load is tried again at the next call. `load` picks what it needs from the
 * module: `loadOnce(async () => (await import(p)).Menu)`.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

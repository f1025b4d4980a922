import { vi } from 'vitest';

/**
 * Catches the app leaving for a page only the server answers (the sign-in page): the addresses
 * `window.location.replace` was asked to load, which this test's browser does not load (the
 * location read meanwhile is a copy of the one before).
 */
export function spyOnPageLoads() {
  const replace = vi.fn<(url: string | URL) => void>();
  const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
  /** Puts the browser's own location back (the app's router reads it again). */
  return Object.assign(replace, { restore: () => location.mockRestore() });
}

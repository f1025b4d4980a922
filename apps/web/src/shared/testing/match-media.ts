import { vi } from 'vitest';

/**
 * Makes the window a narrow one (a phone's: every `max-width` media query the code asks matches)
 * or a wide one (none does).
 */
export const windowIsNarrow = (narrow: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

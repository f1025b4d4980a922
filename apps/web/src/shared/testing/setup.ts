import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// Routes are lazy: the first visit to a page imports its code, which takes seconds on a busy
// two-core machine. Wait for what a page shows longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

// No test reaches a network: a call the test did not stub (stubFetch) fails as a browser's fetch
// does offline, at once and in-process, instead of trying a server on the page's origin.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

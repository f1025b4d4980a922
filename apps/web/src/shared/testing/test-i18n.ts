import { act } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { endSession, startSession } from '../session/session-store.ts';

const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every translation file, bundled: tests never touch the network. */
export function localeResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const language = match[1];
    resources[language] = { ...resources[language], [match[2]]: content };
  }
  return resources;
}

/** Initialises the app's i18n instance with the real translation files, in `language`. */
export async function setupTestI18n(language = 'en'): Promise<void> {
  await initI18n({ resources: localeResources(), language });
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The usual start of a screen's tests: translations loaded once, and each test signed out. */
export function startEachTestSignedOut(language = 'en'): void {
  beforeAll(() => setupTestI18n(language));
  beforeEach(() => endSession());
}

/** The start of a signed-in screen's tests: translations loaded once, each test with a fresh session. */
export function startEachTestSignedIn(language = 'en'): void {
  beforeAll(() => setupTestI18n(language));
  beforeEach(() => {
    endSession();
    startSession({ accessToken: 'access', idToken: 'id' });
  });
}

/** For tests that switch the language: after each one, signed out and back in `language`. */
export function endEachTestSignedOutIn(language = 'en'): void {
  afterEach(async () => {
    endSession();
    await act(() => i18n.changeLanguage(language));
  });
}

import { currentLanguage } from '../i18n/i18n.ts';
import { continueSessionOffline, endSession, getSession, startSession } from '../session/session-store.ts';
import { createHttpClient } from './http-client.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/** The app's HTTP client, wired to the session store and the interface language. */
export const http = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  upload: uploadWithProgress,
  now: () => Date.now(),
  language: currentLanguage,
  getAccessToken: () => getSession().accessToken,
  onTokens: startSession,
  onRefreshFailed: endSession,
  onRefreshUnreachable: continueSessionOffline,
  isOffline: () => navigator.onLine === false,
});

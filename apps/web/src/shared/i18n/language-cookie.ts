import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@hirelane/contract/public-page';

/**
 * The language a visitor chose, as a cookie: the server renders the public pages (a shared CV, a
 * profile, a letter, the sign-in and sign-up forms) without the app's script, so it reads the
 * language from here. Written whenever the app settles on a language (detected at start-up or
 * picked on its switch) and by a public page's language link.
 */
export function readLanguageCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

export function writeLanguageCookie(language: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

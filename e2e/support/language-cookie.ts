import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@hirelane/contract/public-page';

/**
 * The language cookie of a visitor who chose (or whose browser gave) `language` in the app, as the
 * app writes it beside i18next's localStorage entry: the server-rendered pages (sign-in, sign-up, a
 * shared CV) read their language from it.
 */
export const languageCookie = (baseURL: string, language: 'en' | 'no') => {
  const url = new URL(baseURL);
  return {
    name: LANGUAGE_COOKIE,
    value: language,
    domain: url.hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + LANGUAGE_COOKIE_MAX_AGE_S,
    httpOnly: false,
    secure: url.protocol === 'https:',
    sameSite: 'Lax' as const,
  };
};

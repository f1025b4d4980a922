import { LANGUAGE_COOKIE } from '@hirelane/contract/public-page';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

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
    expires: Math.floor(Date.now() / 1000) + ONE_YEAR_S,
    httpOnly: false,
    secure: url.protocol === 'https:',
    sameSite: 'Lax' as const,
  };
};

import type { Language } from '@hirelane/contract/constants';

/** The same address with `lang` set: a server-rendered page's language links. */
export const languageHrefOf =
  (url: string) =>
  (language: Language): string => {
    const address = new URL(url, 'http://page');
    address.searchParams.set('lang', language);
    return `${address.pathname}${address.search}`;
  };

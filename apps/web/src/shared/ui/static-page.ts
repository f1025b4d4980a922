import type { Language } from '@hirelane/contract/constants';
import { createContext, useContext } from 'react';

/**
 * Set when a page is rendered on the server as plain HTML that no app script takes over (a shared
 * CV, a public profile, a public letter, a legal text, a mail's unsubscribe link): controls that
 * need the app become links, plain forms the server answers, or small islands.
 */
export type StaticPage = {
  /** The same page in another language (a plain link: the server remembers the choice). */
  languageHref: (language: Language) => string;
  /**
   * What the server said about the page's own link or form: `done` (its form was sent and did
   * what it says) or `invalid` (the link is not one the server knows); absent before either.
   */
  answer?: 'done' | 'invalid';
};

export const StaticPageContext = createContext<StaticPage | null>(null);

/** The static page being rendered, or null inside the app. */
export function useStaticPage(): StaticPage | null {
  return useContext(StaticPageContext);
}

import type { Language } from './constants.ts';
import type { PublicLetter } from './letters.ts';
import type { PublicProfile, PublicShareableCv } from './sharing.ts';

/**
 * The cookie that remembers the language a visitor chose on a server-rendered public page (its
 * language links are `?lang=en|no`); read before the browser's Accept-Language.
 */
export const LANGUAGE_COOKIE = 'hirelane-lang';

/**
 * What the server hands the web app's server renderer (built from apps/web/src/ssr) for one public
 * page: the same answer the page's public API route gives, or why there is none. Types only: the
 * renderer is a module the server loads from the web build.
 */
export type PublicPageContent =
  | { page: 'sharedCv'; id: string; data: PublicShareableCv }
  | { page: 'profile'; handle: string; data: PublicProfile }
  | { page: 'letter'; id: string; data: PublicLetter }
  | { page: 'legal'; document: LegalDocument }
  /** A reminder mail's way out: `done` once its form was sent and reminders are off. */
  | { page: 'unsubscribe'; done: boolean }
  | { page: ProblemPage; problem: 'notFound' | 'expired' };

/** The legal texts, each a page of its own. */
export type LegalDocument = 'terms' | 'privacy' | 'refund';

/** The pages that can answer "nothing here" (a dead or expired link, a token that is not ours). */
export type ProblemPage = 'sharedCv' | 'profile' | 'letter' | 'unsubscribe';

/** The fields of a page's form as the browser posts them (application/x-www-form-urlencoded). */
export type PageForm = Record<string, string>;

export type PublicPageRequest = {
  content: PublicPageContent;
  language: Language;
  /** The page's path and query as the visitor asked for it (the language links keep the path). */
  url: string;
  /** The canonical address of the page (PUBLIC_URL + path): og:url and the link rel=canonical. */
  canonicalUrl: string;
  /** The app's origin (PUBLIC_URL's), which makes a photo's path an absolute og:image. */
  origin: string;
  /** Stylesheets the page links (paths under the site). */
  styles: readonly string[];
  /** Small scripts (islands) the page may load: external files only, never inline. */
  scripts: readonly string[];
};

/** A whole HTML document, ready to send. */
export type RenderPublicPage = (request: PublicPageRequest) => string;

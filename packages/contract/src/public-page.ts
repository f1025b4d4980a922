import type { SocialProvidersResponse } from './auth.ts';
import type { Language } from './constants.ts';
import type { PublicEndorsementRequest } from './endorsements.ts';
import type { PublicLetter } from './letters.ts';
import type { PublicProfile, PublicShareableCv } from './sharing.ts';

/**
 * The cookie that remembers the language a visitor chose on a server-rendered public page (its
 * language links are `?lang=en|no`); read before the browser's Accept-Language.
 */
export const LANGUAGE_COOKIE = 'hirelane-lang';
/** The language cookie is kept a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
  | { page: ProblemPage; problem: 'notFound' | 'expired' }
  | FormPageContent;

/**
 * The pages whose forms work without script: server-rendered, posted as plain HTML forms to their
 * own address (the server answers with the next step), never hydrated; one small module only
 * enhances them.
 */
export type FormPageName = 'login' | 'signup' | 'forgotPassword' | 'endorsement';

/** The steps of each form page's flow, the first being the one a visitor opens. */
export type FormPageSteps = {
  login: 'form';
  /** `verify`: the e-mailed code; a right code signs the visitor in (a redirect, not a step). */
  signup: 'form' | 'verify';
  forgotPassword: 'request' | 'code' | 'done';
  /** `confirmDecline`: "decline for good?" asked before the decline is sent. */
  endorsement: 'form' | 'confirmDecline' | 'sent' | 'declined';
};

/**
 * What each submit button of a form page posts as `intent` (a `<button name="intent" value=…>`):
 * which of the page's forms was sent. The fields are the API input's own names.
 */
export const FORM_INTENTS = {
  login: ['login'],
  signup: ['register', 'verify', 'resend'],
  forgotPassword: ['request', 'reset', 'resend'],
  endorsement: ['send', 'decline', 'confirmDecline'],
} as const satisfies Record<FormPageName, readonly string[]>;
export type FormIntent<P extends FormPageName> = (typeof FORM_INTENTS)[P][number];

/** Whether a page is one of the form pages (server-rendered forms the server answers). */
export const isFormPageName = (page: string): page is FormPageName => Object.hasOwn(FORM_INTENTS, page);

/** A failed call as the API answers it (status, code, message, per-field messages). */
export type FormError = {
  status: number;
  code?: string;
  message: string;
  fields?: Record<string, string>;
};

/**
 * Where a form page stands: its step, what the visitor typed (never a password or an e-mailed
 * code), and why the last post failed, worded on the page as the app words the same API error.
 */
export type FormAnswer<Step extends string> = {
  step: Step;
  values: Record<string, string>;
  error?: FormError;
};

export type FormPageContent =
  | {
      page: 'login';
      providers: SocialProvidersResponse;
      form: FormAnswer<FormPageSteps['login']>;
      /** What the app left for the sign-in page to say (the account was just deleted). */
      notice?: LoginNotice;
    }
  | { page: 'signup'; providers: SocialProvidersResponse; form: FormAnswer<FormPageSteps['signup']> }
  | { page: 'forgotPassword'; form: FormAnswer<FormPageSteps['forgotPassword']> }
  | {
      page: 'endorsement';
      id: string;
      /** The request as its public API route answers it, or that route's 404/410 (its code says why). */
      request: { data: PublicEndorsementRequest } | { error: FormError };
      form: FormAnswer<FormPageSteps['endorsement']>;
    };

/**
 * A word for the app to say once it has opened after a form page signed the visitor in (the page is
 * left by a full page load, which a toast would not outlive): a short-lived cookie the server's 303
 * sets, which the app reads once and clears.
 */
export const ARRIVAL_NOTICE_COOKIE = 'hl_notice';
export const ARRIVAL_NOTICES = ['emailConfirmed'] as const;
export type ArrivalNotice = (typeof ARRIVAL_NOTICES)[number];
/** Long enough for the app to open, short enough not to greet a later visit. */
export const ARRIVAL_NOTICE_MAX_AGE_S = 60;
/**
 * A word the sign-in page says when the app sends a visitor there (in the same cookie): the app
 * leaves it and loads the server's page, which reads and clears it.
 */
export const LOGIN_NOTICES = ['accountDeleted'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

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

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type Language, languageOfTag } from '@hirelane/contract/constants';
import {
  type FormPageName,
  isFormPageName,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type PageForm,
  type ProblemPage,
  type PublicPageContent,
  type RenderPublicPage,
} from '@hirelane/contract/public-page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ZodType } from 'zod';
import { AppError, notFound } from './app-error.ts';
import { formErrorOf } from './form-pages.ts';
import { type LimitCheck, limitPer } from './rate-limit.ts';
import { type RenderedPage, rememberingRenderer } from './rendered-pages.ts';
import { setSiteCookie } from './site-cookie.ts';

/**
 * The pages a signed-out visitor reads (a CV by link, a public profile, a public letter, the legal
 * texts, a reminder mail's way out), answered as whole HTML from the web app's own components by the
 * server renderer the web build makes (apps/web/dist-ssr). Features add their pages
 * (`PublicPages.add`) with a loader that calls the same service and contract schema as their public
 * API route; this module turns that into an answer: status, language, cache rules and robots.
 * Without a server build the web app's index.html answers, as before.
 *
 * The form pages (sign-in, sign-up, a forgotten password, an endorser's answer) are the same kind
 * of HTML, never hydrated: their plain HTML forms post to the page's own address and are answered
 * with the page's next step (or, on sign-in, a 303 into the app). One small module the web build
 * lists (form-page-scripts.json) only enhances them. Without that list those addresses stay the
 * web app's.
 */

/** How the page was asked for: the address's query (e.g. a mail link's token) and the language. */
type PageVisit = {
  query: Readonly<Record<string, string | undefined>>;
  /** The visitor's language (the page's, and a mail's its form sends). */
  language: Language;
  /** The request's cookies (a social sign-in's return reads the one its start set). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Cookies the answer sets or clears, whatever it is (a page or a redirect). */
  setCookies: (set: (reply: FastifyReply) => void) => void;
};

/**
 * A form's post: also `limit`, which counts it against a rate limit (the one the same call through
 * the API counts against), refusing it (an AppError, 429) beyond it.
 */
type FormVisit = PageVisit & { limit: (check: LimitCheck) => Promise<void> };

/**
 * A form's answer that leaves the page (a sign-in): a 303 to `location`, with the cookies the API
 * route sets for the same call.
 */
export type PageRedirect = { location: string; setCookies: (reply: FastifyReply) => void };

/** What a form's post leads to: the page to show, or another address. */
export type PageAnswer = PublicPageContent | PageRedirect;

/**
 * A feature's loader: the page's content (or, for a page that is a way in, such as a social
 * sign-in's return, another address), or an AppError (404, 410) that becomes a problem page.
 */
type LoadPage = (params: Record<string, string>, visit: PageVisit) => Promise<PageAnswer>;

/**
 * What a page's plain HTML form does when posted (it works without script): the page to show next
 * (a form page's shows why a refused call failed), or another address to go to.
 */
type SubmitPage = (params: Record<string, string>, form: PageForm, visit: FormVisit) => Promise<PageAnswer>;

type PageEntry = {
  /** The route, e.g. `/public-cv/:id`. */
  path: string;
  /**
   * The page, and the one a 404/410 from its loader shows ('legal' pages have none; a form page
   * shows such a failure itself, in its content).
   */
  page: ProblemPage | 'legal' | FormPageName;
  load: LoadPage;
  /**
   * The answer to the page's form (POST to the same address), for a page that has one. A form
   * page's posts are counted by `submit` itself (`visit.limit`), by what they ask for.
   */
  submit?: SubmitPage;
  /**
   * Told once a person was sent the page (a view, for a page that counts them): a GET answered 200
   * with the page itself. Not a HEAD, not a reload the browser already holds (304), not the page's
   * own language link (the same visit again), not a chat app's or search engine's link preview.
   */
  viewed?: (params: Record<string, string>) => void;
  /** Whether the request comes from someone signed in, who is sent on into the app (a 303 to `/`). */
  signedIn?: (cookies: Readonly<Record<string, string | undefined>>) => boolean;
  /** Whether the web app answers this request instead (its index.html), e.g. a signed-in user's own flow. */
  appsOwn?: (cookies: Readonly<Record<string, string | undefined>>) => boolean;
};

export type PublicPages = {
  add: (entry: PageEntry) => void;
  readonly entries: readonly PageEntry[];
};

export const createPublicPages = (): PublicPages => {
  const entries: PageEntry[] = [];
  return { add: (entry) => void entries.push(entry), entries };
};

/** A page's address parts as its API route reads them; an address they do not fit shows nothing (404). */
export const pageParams = <T>(schema: ZodType<T>, params: Record<string, string>): T => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound('Nothing is shared at this address');
  return parsed.data;
};

/** The renderer and the files its pages link: built together, found together. */
export type PublicPageRenderer = {
  render: RenderPublicPage;
  /** Stylesheets under /public-assets/ (paths), linked from every page. */
  styles: readonly string[];
  /** The directory /public-assets/ serves (none in tests that render from source). */
  assetsDir: string | null;
  /**
   * The form pages' enhancement module (site paths, its entry first); null when the web build has
   * none, and the form pages' addresses stay the web app's.
   */
  formScripts: readonly string[] | null;
};

const SSR_DIR = 'dist-ssr';
const SSR_MODULE = 'render-public-page.js';
const SSR_STYLES = 'public-page-styles.json';
const ASSETS_PREFIX = '/public-assets/';
/** The print button's island (apps/web/public): the only script a read-only page loads. */
const PRINT_ISLAND = '/print-island.js';
/** Written by the web build beside index.html: the form pages' enhancement module, entry first. */
const FORM_SCRIPTS = 'form-page-scripts.json';

const readFormScripts = (webDistDir: string): string[] | null => {
  const file = path.join(webDistDir, FORM_SCRIPTS);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : null;
};

/**
 * The renderer the app was given (null: none), or by default the server build beside the web build
 * (`<web>/dist-ssr`), or null when there is none.
 */
export const publicPageRendererOr = async (
  given: PublicPageRenderer | null | undefined,
  webDistDir: string,
): Promise<PublicPageRenderer | null> => (given === undefined ? loadPublicPageRenderer(webDistDir) : given);

const loadPublicPageRenderer = async (webDistDir: string): Promise<PublicPageRenderer | null> => {
  const dir = path.join(path.dirname(webDistDir), SSR_DIR);
  const modulePath = path.join(dir, SSR_MODULE);
  if (!fs.existsSync(modulePath)) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as { renderPublicPage: RenderPublicPage };
  const styles = JSON.parse(fs.readFileSync(path.join(dir, SSR_STYLES), 'utf8')) as string[];
  return {
    render: module.renderPublicPage,
    styles: styles.map((file) => `/${file}`),
    assetsDir: path.join(dir, ASSETS_PREFIX),
    formScripts: readFormScripts(webDistDir),
  };
};

/** The first supported language of an Accept-Language list, by its weights. */
const acceptedLanguage = (header: string | undefined): Language | null =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [code = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: languageOfTag(code), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)[0]?.language ?? null;

/**
 * The address's query, one value a name: a name given twice (`?lang=en&lang=no`) counts by its
 * first value, as the browser's URLSearchParams.get reads it.
 */
const queryOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(request.query as Record<string, string | string[] | undefined>).map(([name, value]) => [
      name,
      Array.isArray(value) ? value[0] : value,
    ]),
  );

/**
 * The visitor's language: a `?lang=` link (the page's language switch; remembered in a cookie),
 * else that cookie, else the browser's Accept-Language, else English.
 */
export const pageLanguage = (request: FastifyRequest): { language: Language; chosen: boolean } => {
  const asked = languageOfTag(queryOf(request).lang);
  if (asked) return { language: asked, chosen: true };
  const remembered = languageOfTag(request.cookies[LANGUAGE_COOKIE]);
  return {
    language: remembered ?? acceptedLanguage(request.headers['accept-language']) ?? 'en',
    chosen: false,
  };
};

const problemOf = (error: unknown): 'notFound' | 'expired' | null => {
  if (!(error instanceof AppError)) return null;
  if (error.status === 404) return 'notFound';
  return error.status === 410 ? 'expired' : null;
};

/**
 * Search engines index the legal texts and a profile its owner let them find; a secret link, a
 * letter or a mail's link never.
 */
const isIndexable = (content: PublicPageContent): boolean =>
  content.page === 'legal' || (content.page === 'profile' && 'data' in content && content.data.indexable);

/** Pages whose address is a secret (a link, a token): no Referer carries it to another site. */
const hasSecretAddress = (content: PublicPageContent): boolean =>
  content.page !== 'profile' && content.page !== 'legal';

/**
 * A page with a form sends a Referer to its own site only; `no-referrer` would make the browser
 * post its form with `Origin: null`, which the server could not tell from another site's post.
 */
const referrerPolicyOf = (entry: PageEntry, content: PublicPageContent): string | null => {
  if (entry.submit) return 'same-origin';
  return hasSecretAddress(content) ? 'no-referrer' : null;
};

/**
 * A dead link's page is a 404 or 410; a form page has its refused call's status (its form's, else
 * the endorsement request's).
 */
const statusOf = (content: PublicPageContent): number => {
  if ('problem' in content) return content.problem === 'expired' ? 410 : 404;
  if ('form' in content && content.form.error) return content.form.error.status;
  if (content.page === 'endorsement' && 'error' in content.request) return content.request.error.status;
  return 200;
};

/**
 * A form is taken only from a page of this app: the Origin the browser sends with a post (or,
 * when it sends none, the Referer's origin) is the app's own. Another site's form is refused.
 */
const isOwnPost = (request: FastifyRequest, publicUrl: URL): boolean => {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin === publicUrl.origin;
  if (!referer) return false;
  try {
    return new URL(referer).origin === publicUrl.origin;
  } catch {
    return false;
  }
};

/**
 * Every page has an ETag, so a reload of an unchanged page is a 304 without the body, and `no-cache`:
 * it is checked each time. A page about a person is `private` (no shared cache keeps a copy: a
 * revoked link is dead at once); the legal texts, the same for everyone, may be kept by any cache
 * as long as it checks. The answer to a form is never stored.
 */
const cacheControlOf = (content: PublicPageContent, method: string): string => {
  if (method !== 'GET') return 'no-store';
  return content.page === 'legal' ? 'public, no-cache' : 'private, no-cache';
};

/**
 * A person opening the page: not its own language link, and not a program — a chat app's or mail
 * client's link preview, a search engine's crawler, a script or a headless browser (isbot's list).
 */
const isPersonsVisit = (request: FastifyRequest): boolean =>
  !pageLanguage(request).chosen && !isbot(request.headers['user-agent']);

const sendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  entry: PageEntry,
  content: PublicPageContent,
  status: number,
) => {
  reply
    .header('cache-control', cacheControlOf(content, request.method))
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('etag', page.etag);
  const referrerPolicy = referrerPolicyOf(entry, content);
  if (referrerPolicy) reply.header('referrer-policy', referrerPolicy);
  if (!isIndexable(content)) reply.header('x-robots-tag', 'noindex');
  const cached = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag);
  if (cached && status === 200 && request.method === 'GET') return reply.status(304).send();
  if (status === 200 && request.method === 'GET' && isPersonsVisit(request)) {
    entry.viewed?.(request.params as Record<string, string>);
  }
  // The page's bytes, compressed once for all its visitors (compression passes them through).
  const { body, encoding } = page.bodyFor(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(status).type('text/html; charset=utf-8').send(body);
};

/** A page's form body: at most a few short fields, as the browser encodes them. */
const FORM_BODY_LIMIT = 4 * 1024;
const parseForm = (body: string): PageForm => Object.fromEntries(new URLSearchParams(body));

/** The pages each app serves, by the app: what checks that must hold for every page are made from. */
const servedPages = new WeakMap<FastifyInstance, readonly PageEntry[]>();

/** The pages `app` serves (their paths, and which take a form), in the order features added them. */
export const servedPagesOf = (app: FastifyInstance): readonly PageEntry[] => servedPages.get(app) ?? [];

/** The pages' routes (and their stylesheets under /public-assets/), when the server build exists. */
export const registerPublicPages = async (
  app: FastifyInstance,
  pages: PublicPages,
  renderer: PublicPageRenderer,
  publicUrl: URL,
): Promise<void> => {
  if (renderer.assetsDir) {
    await app.register(fastifyStatic, {
      root: renderer.assetsDir,
      prefix: ASSETS_PREFIX,
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const render = rememberingRenderer(renderer.render);

  const formScripts = renderer.formScripts;
  // Without the form pages' client their addresses stay the web app's (index.html answers them).
  const served = pages.entries.filter((entry) => !isFormPageName(entry.page) || formScripts);
  servedPages.set(app, served);

  /** The page's content from its loader or form; a 404/410 becomes the page's problem state. */
  const contentOf = async <T>(entry: PageEntry, produce: () => Promise<T>) => {
    try {
      return await produce();
    } catch (error) {
      const problem = problemOf(error);
      if (!problem || entry.page === 'legal' || isFormPageName(entry.page)) throw error;
      return { page: entry.page, problem } satisfies PublicPageContent;
    }
  };

  /**
   * The page as it is opened, showing why a post was refused before its form was read (another
   * site's form, 403): on a form page beside its form, with the refusal's status.
   */
  const refusedPage = async (
    entry: PageEntry,
    params: Record<string, string>,
    visit: PageVisit,
    error: AppError,
  ): Promise<PageAnswer> => {
    const content = await contentOf(entry, () => entry.load(params, visit));
    const formError = formErrorOf(error);
    if ('location' in content || !('form' in content) || !formError) return content;
    return { ...content, form: { ...content.form, error: formError } } as PublicPageContent;
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: PageEntry,
    produce: (
      params: Record<string, string>,
      visit: PageVisit,
    ) => Promise<PageAnswer | { refused: AppError }>,
  ) => {
    const params = request.params as Record<string, string>;
    const { language, chosen } = pageLanguage(request);
    const query = queryOf(request);
    const cookieSetters: ((reply: FastifyReply) => void)[] = [];
    const visit: PageVisit = {
      query,
      language,
      cookies: request.cookies,
      setCookies: (set) => void cookieSetters.push(set),
    };
    const produced = await contentOf(entry, () => produce(params, visit));
    const refused = 'refused' in produced ? produced.refused : null;
    const answered = refused ? await refusedPage(entry, params, visit, refused) : (produced as PageAnswer);
    for (const set of cookieSetters) set(reply);
    if ('location' in answered) {
      answered.setCookies(reply);
      return reply.header('cache-control', 'no-store').redirect(answered.location, 303);
    }
    const content = answered;
    if (chosen) {
      setSiteCookie(reply, publicUrl, LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S);
    }
    const pathOnly = request.url.split('?')[0] ?? request.url;
    const page = render({
      content,
      language,
      url: request.url,
      canonicalUrl: new URL(pathOnly, publicUrl).toString(),
      origin: publicUrl.origin,
      styles: renderer.styles,
      scripts: isFormPageName(entry.page) && formScripts ? formScripts : [PRINT_ISLAND],
    });
    return sendPage(request, reply, page, entry, content, refused?.status ?? statusOf(content));
  };

  // Pages, not API operations: left out of the API reference.
  const hide = { hide: true };
  for (const entry of served) {
    const { signedIn, appsOwn } = entry;
    app.get(entry.path, { schema: hide, config: limitPer(120, 15 * 60_000) }, (request, reply) => {
      if (appsOwn?.(request.cookies)) return reply.callNotFound();
      // Someone signed in has no use for a way in: the app's home takes them on.
      if (signedIn?.(request.cookies)) return reply.header('cache-control', 'no-store').redirect('/', 303);
      return answer(request, reply, entry, entry.load);
    });
  }
  // The pages' plain HTML forms, in a scope of their own: only these routes read a form body (the
  // API reads JSON, which a page on another site cannot send without asking first).
  await app.register(async (forms) => {
    // Nothing but a form: a JSON body here is no browser's form (415).
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))),
    );
    for (const entry of served) {
      const { submit } = entry;
      if (!submit) continue;
      // A form page counts each post by what it asks for, against its API call's own limit.
      const config = isFormPageName(entry.page) ? {} : limitPer(30, 15 * 60_000);
      forms.post(entry.path, { schema: hide, config }, (request, reply) =>
        answer(request, reply, entry, async (params, visit) => {
          if (!isOwnPost(request, publicUrl)) {
            return {
              refused: new AppError('BAD_ORIGIN', 'This form must be sent from the Hirelane page itself'),
            };
          }
          const limit = async (check: LimitCheck) => void (await check.call(app, request, reply));
          return submit(params, (request.body as PageForm | undefined) ?? {}, { ...visit, limit });
        }),
      );
    }
  });
};

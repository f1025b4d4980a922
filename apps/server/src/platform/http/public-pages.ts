import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type Language, languageOfTag } from '@hirelane/contract/constants';
import {
  LANGUAGE_COOKIE,
  type PageForm,
  type ProblemPage,
  type PublicPageContent,
  type RenderPublicPage,
} from '@hirelane/contract/public-page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, notFound } from './app-error.ts';
import { isLinkPreview } from './link-preview.ts';
import { limitPer } from './rate-limit.ts';
import { type RenderedPage, rememberingRenderer } from './rendered-pages.ts';

/**
 * The pages a signed-out visitor reads (a CV by link, a public profile, a public letter, the legal
 * texts, a reminder mail's way out), answered as whole HTML from the web app's own components by the
 * server renderer the web build makes (apps/web/dist-ssr). Features add their pages
 * (`PublicPages.add`) with a loader that calls the same service and contract schema as their public
 * API route; this module turns that into an answer: status, language, cache rules and robots.
 * Without a server build the web app's index.html answers, as before.
 */

/**
 * How the page was asked for: `languageSwitch` when through its own language link (`?lang=`),
 * `linkPreview` when by a chat app's or search engine's fetcher rather than a person, and the
 * address's query (e.g. a mail link's token).
 */
type PageVisit = {
  languageSwitch: boolean;
  linkPreview: boolean;
  query: Readonly<Record<string, string | undefined>>;
};

/** A feature's loader: the page's content, or an AppError (404, 410) that becomes a problem page. */
type LoadPage = (params: Record<string, string>, visit: PageVisit) => Promise<PublicPageContent>;

/** What a page's plain HTML form does when posted (it works without script): the page to show next. */
type SubmitPage = (
  params: Record<string, string>,
  form: PageForm,
  visit: PageVisit,
) => Promise<PublicPageContent>;

type PageEntry = {
  /** The route, e.g. `/public-cv/:id`. */
  path: string;
  /** The page, and the one a 404/410 from its loader shows ('legal' pages have none). */
  page: ProblemPage | 'legal';
  load: LoadPage;
  /** The answer to the page's form (POST to the same address), for a page that has one. */
  submit?: SubmitPage;
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
};

const SSR_DIR = 'dist-ssr';
const SSR_MODULE = 'render-public-page.js';
const SSR_STYLES = 'public-page-styles.json';
const ASSETS_PREFIX = '/public-assets/';
/** The print button's island (apps/web/public): the only script a public page loads. */
const PRINT_ISLAND = '/print-island.js';

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
  };
};

const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
 * The visitor's language: a `?lang=` link (the page's language switch; remembered in a cookie),
 * else that cookie, else the browser's Accept-Language, else English.
 */
const pageLanguage = (request: FastifyRequest): { language: Language; chosen: boolean } => {
  const asked = languageOfTag((request.query as Record<string, string | undefined>).lang);
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
 * Every page has an ETag, so a reload of an unchanged page is a 304 without the body, and `no-cache`:
 * it is checked each time. A page about a person is `private` (no shared cache keeps a copy: a
 * revoked link is dead at once); the legal texts, the same for everyone, may be kept by any cache
 * as long as it checks. The answer to a form is never stored.
 */
const cacheControlOf = (content: PublicPageContent, method: string): string => {
  if (method !== 'GET') return 'no-store';
  return content.page === 'legal' ? 'public, no-cache' : 'private, no-cache';
};

const sendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  { html, etag }: RenderedPage,
  content: PublicPageContent,
) => {
  reply
    .header('cache-control', cacheControlOf(content, request.method))
    .header('vary', 'accept-language, cookie')
    .header('etag', etag);
  if (hasSecretAddress(content)) reply.header('referrer-policy', 'no-referrer');
  if (!isIndexable(content)) reply.header('x-robots-tag', 'noindex');
  const status = 'problem' in content ? (content.problem === 'expired' ? 410 : 404) : 200;
  const cached = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag);
  if (cached && status === 200 && request.method === 'GET') return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(html);
};

/** A page's form body: at most a few short fields, as the browser encodes them. */
const FORM_BODY_LIMIT = 4 * 1024;
const parseForm = (body: string): PageForm => Object.fromEntries(new URLSearchParams(body));

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

  /** The page's content from its loader or form; a 404/410 becomes the page's problem state. */
  const contentOf = async (entry: PageEntry, produce: () => Promise<PublicPageContent>) => {
    try {
      return await produce();
    } catch (error) {
      const problem = problemOf(error);
      if (!problem || entry.page === 'legal') throw error;
      return { page: entry.page, problem } satisfies PublicPageContent;
    }
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: PageEntry,
    produce: (params: Record<string, string>, visit: PageVisit) => Promise<PublicPageContent>,
  ) => {
    const params = request.params as Record<string, string>;
    const { language, chosen } = pageLanguage(request);
    const query = request.query as Record<string, string | undefined>;
    const visit = {
      languageSwitch: chosen,
      linkPreview: isLinkPreview(request.headers['user-agent']),
      query,
    };
    const content = await contentOf(entry, () => produce(params, visit));
    if (chosen) {
      reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        secure: publicUrl.protocol === 'https:',
      });
    }
    const pathOnly = request.url.split('?')[0] ?? request.url;
    const page = render({
      content,
      language,
      url: request.url,
      canonicalUrl: new URL(pathOnly, publicUrl).toString(),
      origin: publicUrl.origin,
      styles: renderer.styles,
      scripts: [PRINT_ISLAND],
    });
    return sendPage(request, reply, page, content);
  };

  // Pages, not API operations: left out of the API reference.
  const hide = { hide: true };
  for (const entry of pages.entries) {
    app.get(entry.path, { schema: hide, config: limitPer(120, 15 * 60_000) }, (request, reply) =>
      answer(request, reply, entry, entry.load),
    );
  }
  // The pages' plain HTML forms, in a scope of their own: only these routes read a form body (the
  // API reads JSON, which a page on another site cannot send without asking first).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))),
    );
    for (const entry of pages.entries) {
      const { submit } = entry;
      if (!submit) continue;
      forms.post(entry.path, { schema: hide, config: limitPer(30, 15 * 60_000) }, (request, reply) =>
        answer(request, reply, entry, (params, visit) =>
          submit(params, (request.body as PageForm | undefined) ?? {}, visit),
        ),
      );
    }
  });
};

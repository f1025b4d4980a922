import { FORM_INTENTS, type FormPageName } from '@hirelane/contract/public-page';
import { sql } from 'kysely';
import type { servedPagesOf } from '../src/platform/http/public-pages.ts';
import { type Random, randomFrom } from './api-fuzz.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/**
 * Fuzzing of every server-rendered page the app serves (its registered list, so a new page is in
 * it): GETs with odd address parts, queries, languages, cookies and If-None-Match; and, for a page
 * with a form, plain HTML form posts with each intent and an unknown one, missing, odd, overlong
 * and repeated fields, broken percent-encoding, a body over the limit, other content types and
 * other sites' origins. Seeded, so a failure repeats.
 */

type Page = ReturnType<typeof servedPagesOf>[number];

export type PageFuzzFailure = { call: string; status: number; why: string; body: string };

const ODD_SEGMENTS = [
  '',
  'x'.repeat(2000),
  '%F0%9F%99%82%C3%86rlig',
  'a%2Fb',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x%00y',
  '..',
  '%2e%2e',
  '.',
  '%E0%A4%A',
  '%',
  '%25',
  "1'%20or%20'1'='1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '00000000-0000-4000-8000-000000000000',
  'AAAAAAAAAAAAAAAAAAAAAA',
];
const ODD_LANGS = ['en', 'no', 'nb', 'NO', 'EN-gb', 'xx', '', '*', 'x'.repeat(3000), '%00', '🙂', 'no;q=1'];
const ODD_ACCEPT_LANGUAGES = [
  '*',
  'nb-NO,nb;q=0.9,en;q=0.8',
  'en;q=abc,no;q=-1',
  ';;;,,,',
  'q=0.5',
  'x'.repeat(8000),
  '🙂;q=0.1',
  'no;q=1e999',
  '\u202Eon',
];
const ODD_COOKIES = [
  'hirelane-lang=xx',
  'hirelane-lang=no',
  'hirelane-lang=%E0%A4%A',
  'hirelane-lang=',
  '=;;;==;',
  `junk=${'x'.repeat(3000)}`,
  'hl_signed_in=0',
  'hl_signed_in=1',
  'hirelane-lang="no"; hirelane-lang=en',
  '\u00e6=\u00f8',
];
const ODD_ETAGS = ['*', 'W/"x"', '"', '""', ',,,', `"${'x'.repeat(2000)}"`, 'W/', '"a", W/"b", *'];
const ODD_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u202Eevil\u200F',
  '🙂🚀 Ærlig Østen Åse',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../etc/passwd',
  'x'.repeat(1000),
  'x'.repeat(10_000),
  '-1',
  '1e309',
  'on',
  'null',
];
/** Fields forms commonly post, beside those read from the page's HTML. */
const COMMON_FIELDS = ['intent', 'email', 'password', 'code', 'token', 'firstName', 'lastName'];
const FOREIGN_ORIGINS = ['null', 'https://evil.example', 'http://localhost:3000.evil.example', ''];
const HTML = 'text/html; charset=utf-8';
/** The largest form body the pages read (larger is a 413). */
const FORM_BODY_LIMIT = 4 * 1024;

/** A value a person might type into the field (so some posts get past the schema). */
const plausible = (name: string, random: Random): string => {
  if (/email/i.test(name)) return `fuzz${random.int(1e6)}@example.test`;
  if (/password/i.test(name)) return 'correct horse battery staple 7';
  if (/code/i.test(name)) return String(100_000 + random.int(900_000));
  if (/relationship/i.test(name)) return String(1 + random.int(3));
  if (/accept|terms|consent/i.test(name)) return 'on';
  return `Fuzz ${random.int(1000)}`;
};

/** The form fields and intents a page's HTML names. */
const formFieldsOf = (html: string) => ({
  names: [...html.matchAll(/<(?:input|textarea|select|button)\b[^>]*\bname="([^"]+)"/g)].map(
    (m) => m[1] as string,
  ),
  intents: [...html.matchAll(/<button\b[^>]*\bname="intent"[^>]*\bvalue="([^"]*)"/g)].map(
    (m) => m[1] as string,
  ),
});

/** The address of a page: each `:param` one of `known` values, or an odd one. */
const addressOf = (page: Page, known: Record<string, readonly string[]>, random: Random) =>
  page.path.replace(/:\w+/g, () => {
    const real = known[page.path] ?? [];
    return real.length && random.next() < 0.4 ? random.pick(real) : random.pick(ODD_SEGMENTS);
  }) || '/';

const oddQuery = (random: Random): string => {
  const parts: string[] = [];
  if (random.next() < 0.5) parts.push(`lang=${encodeURIComponent(random.pick(ODD_LANGS))}`);
  if (random.next() < 0.15) parts.push('lang=en&lang=no');
  if (random.next() < 0.1) parts.push('lang[]=en&lang[x]=no');
  if (random.next() < 0.2) parts.push(`token=${encodeURIComponent(random.pick(ODD_TEXT).slice(0, 1000))}`);
  if (random.next() < 0.1) parts.push('lang=%E0%A4%A');
  if (random.next() < 0.1) parts.push(`${'q'.repeat(200)}=${'v'.repeat(3000)}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** The counted rows of every table: a refused post must leave them all as they were. */
const rowCounts = async (t: TestApp) => {
  const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      t.db,
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
};

/**
 * Answers given before a page's route runs, in the API's JSON rather than as a page: a NUL in the
 * address or form (refused for every route, as PostgreSQL cannot store one), an address the router
 * cannot decode or whose part is over its length limit, and a post to an address no page has.
 * Kept apart so anything else that is not a page fails.
 */
const BEFORE_THE_PAGE = [
  { status: 400, body: /NUL character.*"code":"VALIDATION_FAILED"/ },
  { status: 400, body: /"code":"FST_ERR_BAD_URL"/ },
  { status: 414, body: /"code":"FST_ERR_MAX_PARAM_LENGTH"/ },
  { status: 404, body: /"message":"This page does not exist","code":"NOT_FOUND"/, method: 'POST' },
];
const beforeThePage = (method: string, status: number, body: string) =>
  BEFORE_THE_PAGE.some(
    (known) => known.status === status && known.body.test(body) && (known.method ?? method) === method,
  );

const LEAK = /\bat \S+ \(|node_modules|\.tsx?:\d+|\/apps\/server\/|\/work\/|Error: /;

export type PageFuzzOptions = {
  t: TestApp;
  pages: readonly Page[];
  /** Real values of a page's address parts, by the page's path (so its form is reached too). */
  known?: Record<string, readonly string[]>;
  requests: number;
  seed: number;
};

/**
 * A provider's return to a sign-in (no form of its own): opened without the attempt it answers, it
 * shows the sign-in page saying why (400).
 */
const isWayBack = (page: Page): boolean => !page.submit && page.page === 'login';

let visitor = 0;
/** Another client address each call: the fuzz is about answers, not the rate limits. */
const nextAddress = () => {
  visitor += 1;
  return `10.99.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
};

/** Sends `requests` odd GETs and form posts spread over every page; returns what broke a rule. */
export const fuzzPages = async ({ t, pages, known = {}, requests, seed }: PageFuzzOptions) => {
  const random = randomFrom(seed);
  const failures: PageFuzzFailure[] = [];
  const statuses = new Map<string, number>();
  // Each page's form fields and intents, from its HTML as a visitor opens it.
  const fields = new Map<string, { names: string[]; intents: string[] }>();
  for (const page of pages) {
    const url = page.path.replace(/:(\w+)/g, () => known[page.path]?.[0] ?? 'x');
    const html = (await t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() })).body;
    const found = formFieldsOf(html);
    const intents = (FORM_INTENTS as Record<string, readonly string[]>)[page.page as FormPageName] ?? [];
    fields.set(page.path, {
      names: [...new Set([...found.names, ...COMMON_FIELDS])],
      intents: [...new Set([...found.intents, ...intents])],
    });
  }

  const fail = (call: string, status: number, why: string, body: string) =>
    failures.push({ call, status, why, body: body.slice(0, 300) });

  for (let index = 0; index < requests; index += 1) {
    const page = pages[index % pages.length] as Page;
    const post = Boolean(page.submit) && random.next() < 0.6;
    const url = `${addressOf(page, known, random)}${oddQuery(random)}`;
    const headers: Record<string, string> = {};
    if (random.next() < 0.4) headers['accept-language'] = random.pick(ODD_ACCEPT_LANGUAGES);
    if (random.next() < 0.3) headers.cookie = random.pick(ODD_COOKIES);
    if (!post) {
      if (random.next() < 0.3) headers['if-none-match'] = random.pick(ODD_ETAGS);
      const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });
      const call = `GET ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 200)}`;
      const status = response.statusCode;
      statuses.set(`GET ${status}`, (statuses.get(`GET ${status}`) ?? 0) + 1);
      if (beforeThePage('GET', status, response.body)) {
        // Not a page: counted above, its body checked for leaks below.
      } else if (status === 304) {
        // `If-None-Match: *` matches any page (and the web app's index.html a signed-in visitor gets).
        if (response.body !== '') fail(call, status, '304 with a body', response.body);
      } else if (status === 303) {
        // A signed-in visitor of a way in (sign-in, sign-up) is sent on into the app, with no body.
        if (response.headers.location !== '/' || response.body !== '')
          fail(call, status, '303 elsewhere', response.body);
      } else if (![200, 404, 410, ...(isWayBack(page) ? [400] : [])].includes(status))
        fail(call, status, 'status', response.body);
      else if (response.headers['content-type'] !== HTML) fail(call, status, 'not HTML', response.body);
      if (LEAK.test(response.body)) fail(call, status, 'leak', response.body);
      // The same page again with its own ETag: a 304 without a body when it was a 200.
      const etag = response.headers.etag;
      if (status === 200 && typeof etag === 'string' && random.next() < 0.2) {
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-none-match': `"junk", ${etag}` },
          remoteAddress: nextAddress(),
        });
        if (again.statusCode !== 304 || again.body !== '')
          fail(`${call} (again)`, again.statusCode, '304', again.body);
      }
      continue;
    }

    // A form post.
    const { names, intents } = fields.get(page.path) ?? { names: COMMON_FIELDS, intents: [] };
    const form = new URLSearchParams();
    const roll = random.next();
    if (roll < 0.75) form.append('intent', random.pick(intents.length ? intents : ['submit']));
    else if (roll < 0.9) form.append('intent', random.pick(['nope', '', 'login ', 'LOGIN', '__proto__']));
    for (const name of names.filter((name) => name !== 'intent')) {
      const pick = random.next();
      if (pick < 0.2) continue;
      form.append(name, pick < 0.6 ? plausible(name, random) : random.pick(ODD_TEXT));
      if (random.next() < 0.05) form.append(name, random.pick(ODD_TEXT).slice(0, 100));
    }
    if (random.next() < 0.05) form.append('__proto__', 'x');
    let payload = form.toString();
    if (random.next() < 0.08) payload += `&${random.pick(names)}=%E0%A4%A&x=%&%zz=1`;
    if (random.next() < 0.05) payload += `&pad=${'x'.repeat(5000)}`;

    const typeRoll = random.next();
    const contentType =
      typeRoll < 0.75
        ? random.pick([
            'application/x-www-form-urlencoded',
            'application/x-www-form-urlencoded; charset=UTF-8',
          ])
        : typeRoll < 0.95
          ? random.pick(['application/json', 'multipart/form-data; boundary=x', 'text/plain', 'text/html'])
          : null;
    if (contentType) headers['content-type'] = contentType;
    if (contentType?.startsWith('application/json')) payload = JSON.stringify(Object.fromEntries(form));
    if (contentType?.startsWith('multipart/'))
      payload = `--x\r\ncontent-disposition: form-data; name="intent"\r\n\r\nlogin\r\n--x--\r\n`;

    const originRoll = random.next();
    let foreign = false;
    if (originRoll < 0.7) headers.origin = TEST_ORIGIN;
    else if (originRoll < 0.78) headers.referer = `${TEST_ORIGIN}${page.path}`;
    else {
      foreign = true;
      const origin = random.pick(FOREIGN_ORIGINS);
      if (origin) headers.origin = origin;
      if (random.next() < 0.3)
        headers.referer = random.pick(['https://evil.example/x', 'not a url', `${TEST_ORIGIN}/`]);
      // An own Referer does not vouch for a post whose Origin is another's; with no Origin it does.
      if (!origin && headers.referer?.startsWith(TEST_ORIGIN)) foreign = false;
    }

    const isForm = contentType?.startsWith('application/x-www-form-urlencoded') ?? false;
    // The body is read before the route runs: another type (or none, with a body) is a 415, a
    // form over the limit a 413, whoever sent it; a form from another site is then refused (403).
    const wrongType = !isForm && (contentType !== null || payload.length > 0);
    const oversize = isForm && Buffer.byteLength(payload) > FORM_BODY_LIMIT;
    const expected = wrongType ? 415 : oversize ? 413 : foreign ? 403 : null;
    const refused = expected !== null;
    const before = refused ? await rowCounts(t) : null;
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload,
      remoteAddress: nextAddress(),
    });
    const status = response.statusCode;
    const call = `POST ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 300)} ${payload.slice(0, 300)}`;
    statuses.set(`POST ${status}`, (statuses.get(`POST ${status}`) ?? 0) + 1);
    if (status >= 500) fail(call, status, '5xx', response.body);
    else if (beforeThePage('POST', status, response.body)) {
      // Not a page (see BEFORE_THE_PAGE); a refused post still wrote nothing (checked below).
    } else if (expected !== null && status !== expected) {
      fail(call, status, `expected ${expected}`, response.body);
    } else if (![200, 303, 400, 401, 403, 404, 409, 410, 413, 415, 429].includes(status)) {
      fail(call, status, 'status', response.body);
    } else if (![303, 413, 415].includes(status) && response.headers['content-type'] !== HTML) {
      fail(call, status, 'not HTML', response.body);
    }
    if (LEAK.test(response.body)) fail(call, status, 'leak', response.body);
    if (before) {
      const after = await rowCounts(t);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) fail(call, status, `refused, yet wrote to ${changed.join(', ')}`, response.body);
    }
  }
  return { failures, statuses };
};

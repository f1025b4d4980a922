import type { ShareableCv } from '@hirelane/contract/sharing';
import { describe, expect, it } from 'vitest';
import { callApi, type Method, putProfilePhoto, signedInUser, signIn } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { TEST_PAGE_STYLE as STYLE, sourceRenderer } from '../../../test/source-renderer.ts';

const t = await fileTestApp({}, undefined, undefined, await sourceRenderer());

let owner = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });
const call = (method: Method, url: string, payload?: unknown) => callApi(t, method, url, payload, owner.auth);
/** A person's browser: the test client's own name ("lightMyRequest") is a program's. */
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });

await call('PUT', '/api/jobs/application/profile', {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: 'Sykepleier i Bodø',
  phone: '+47 912 34 567',
  email: 'kari.jobb@example.test',
  links: [],
});
await call('POST', '/api/cv/experience', {
  title: 'Intensivsykepleier',
  company: 'Nordlandssykehuset',
  startDate: '2021-03',
  isCurrent: true,
  description: 'Ansvar for <b>fire</b> senger.',
});
await putProfilePhoto(t, owner.auth);

const metaContent = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** The page's main heading (the document's title says the same, so the body is what is checked). */
const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
/** Every <script> of a page: only external files (islands) and JSON-LD data, never inline code. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('a shared CV as a page', () => {
  it('is whole HTML with the CV, its link preview, and nothing the link does not show', async () => {
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'For Fjord AS', contactFields: ['links'] })
    ).json();
    const page = await open(`/public-cv/${link.sharedCvId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/^<!doctype html><html lang="en"/);
    for (const text of ['Kari Nordmann', 'Sykepleier i Bodø', 'Intensivsykepleier', 'Nordlandssykehuset'])
      expect(page.body).toContain(text);
    // React's escaping: the owner's text is text, never markup.
    expect(page.body).toContain('Ansvar for &lt;b&gt;fire&lt;/b&gt; senger.');
    expect(page.body).not.toContain(owner.email);
    expect(page.body).not.toContain('kari.jobb@example.test');
    expect(page.body).not.toContain('912 34 567');
    expect(page.body).toContain(`<link rel="stylesheet" href="${STYLE}"/>`);
    // The theme's variables once, in the head (computed once per language, not per page).
    const [head = '', body = ''] = page.body.split('</head>');
    expect(head).toContain('<style data-mantine-styles="true">:root');
    expect(body).not.toContain('data-mantine-styles');
    expect(page.body).toContain(`href="/api/cv/public/shareable/link/${link.sharedCvId}/pdf"`);
    expect(scriptsOf(page.body)).toEqual(['<script src="/print-island.js" defer="">']);

    expect(metaContent(page.body, 'og:title')).toBe('Kari Nordmann – Sykepleier i Bodø');
    expect(metaContent(page.body, 'og:description')).toBe('Sykepleier i Bodø');
    expect(metaContent(page.body, 'og:type')).toBe('profile');
    expect(metaContent(page.body, 'og:url')).toBe(`http://localhost:3000/public-cv/${link.sharedCvId}`);
    expect(metaContent(page.body, 'twitter:card')).toBe('summary');
    // This link does not show the photo: no image in its preview either.
    expect(metaContent(page.body, 'og:image')).toBeUndefined();
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');

    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await open(`/public-cv/${link.sharedCvId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('previews the photo when the link shows it, as its public address', async () => {
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'With photo', contactFields: ['photo'] })
    ).json();
    const page = await open(`/public-cv/${link.sharedCvId}`);
    const image = metaContent(page.body, 'og:image') ?? '';
    expect(image).toMatch(
      new RegExp(`^http://localhost:3000/api/cv/public/shareable/link/${link.sharedCvId}/photo\\?v=\\d+$`),
    );
    expect((await open(new URL(image).pathname + new URL(image).search)).statusCode).toBe(200);
  });

  it("speaks the visitor's language: ?lang= (remembered in a cookie), the cookie, Accept-Language", async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Språk' })).json();
    const url = `/public-cv/${link.sharedCvId}`;
    const browser = await open(url, { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.8' });
    expect(browser.body).toMatch(/^<!doctype html><html lang="no"/);
    expect(browser.body).toContain('Last ned PDF');
    expect(browser.headers.vary).toContain('accept-language');
    // The language switch is two plain links to this page.
    expect(browser.body).toContain(`href="${url}?lang=en"`);
    expect(browser.body).toContain(`href="${url}?lang=no"`);

    const chosen = await open(`${url}?lang=en`, { 'accept-language': 'nb' });
    expect(chosen.body).toMatch(/^<!doctype html><html lang="en"/);
    expect(chosen.body).toContain('Download PDF');
    expect(chosen.headers['set-cookie']).toMatch(
      /^hirelane-lang=en; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    // The canonical address has no language in it.
    expect(metaContent(chosen.body, 'og:url')).toBe(`http://localhost:3000${url}`);

    const remembered = await open(url, { 'accept-language': 'nb', cookie: 'hirelane-lang=en' });
    expect(remembered.body).toMatch(/^<!doctype html><html lang="en"/);
    // Two visits; the language link was the first visit again.
    expect((await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json().views).toBe(2);
  });

  it('counts a person opening the link as a view, and no link-preview fetcher or other program', async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Pasted in a chat' })).json();
    const url = `/public-cv/${link.sharedCvId}`;
    const fetchers = [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
      'MicrosoftPreview/2.0 +https://aka.ms/MicrosoftPreview',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ];
    for (const agent of fetchers) {
      const preview = await open(url, { 'user-agent': agent });
      expect(preview.statusCode, agent).toBe(200);
      expect(metaContent(preview.body, 'og:title'), agent).toBe('Kari Nordmann – Sykepleier i Bodø');
    }
    expect((await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json().views).toBe(0);
    await open(url);
    expect((await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json().views).toBe(1);
  });

  it('counts a visit once: no view for a HEAD or a reload the browser already holds', async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Once' })).json();
    const url = `/public-cv/${link.sharedCvId}`;
    const views = async () => (await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json().views;
    const page = await open(url);
    expect(await views()).toBe(1);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const reload = await open(url, { 'if-none-match': String(page.headers.etag) });
    expect(reload.statusCode).toBe(304);
    expect(await views()).toBe(1);
    // A page the browser does not hold is sent, and counted.
    expect((await open(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect(await views()).toBe(2);
  });

  it('answers 404 for an unknown or malformed link and 410 for an expired one, as pages', async () => {
    const unknown = await open('/public-cv/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headingOf(unknown.body)).toBe('We could not find this CV');
    expect(unknown.body).not.toContain('aria-busy');
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    expect(scriptsOf(unknown.body)).toEqual([]);
    const malformed = await open('/public-cv/not-a-link', { 'accept-language': 'no' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toMatch(/^<!doctype html><html lang="no"/);

    const today = t.clock.now().toISOString().slice(0, 10);
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Short', expiryDate: today })
    ).json();
    t.clock.advance(24 * 60 * 60 * 1000);
    owner = { ...owner, ...(await signIn(t, owner.email, owner.password)) };
    const expired = await open(`/public-cv/${link.sharedCvId}`);
    expect(expired.statusCode).toBe(410);
    expect(headingOf(expired.body)).toBe('This link has expired');
    expect(expired.body).not.toContain('Nordmann');

    const doomed: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Doomed' })).json();
    expect((await open(`/public-cv/${doomed.sharedCvId}`)).statusCode).toBe(200);
    await call('DELETE', `/api/cv/shareable/${doomed.sharedCvId}`);
    expect((await open(`/public-cv/${doomed.sharedCvId}`)).statusCode).toBe(404);
  });
});

describe('a public profile as a page', () => {
  it('shows the profile with its preview; hidden or unknown is a 404 page', async () => {
    await call('PUT', '/api/cv/public-profile', {
      handle: 'kari-bodo',
      isVisible: true,
      bio: 'Erfaren sykepleier.',
      contactFields: ['photo'],
    });
    const page = await open('/u/Kari-Bodo');
    expect(page.statusCode).toBe(200);
    for (const text of ['Kari Nordmann', '@kari-bodo', 'Erfaren sykepleier.', 'Nordlandssykehuset'])
      expect(page.body).toContain(text);
    // It opens with who the person is: the name is the first heading, the h1, then the headline,
    // before the handle and the bio.
    const body = page.body.split('<body')[1] ?? '';
    expect(/<h(\d)[^>]*>(.*?)<\/h\1>/.exec(body)?.slice(1)).toEqual(['1', 'Kari Nordmann']);
    expect(body.match(/<h1\b/g)).toHaveLength(1);
    const order = ['Kari Nordmann', 'Sykepleier i Bodø', '@kari-bodo', 'Erfaren sykepleier.'].map((text) =>
      body.indexOf(text),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(page.body).not.toContain('kari.jobb@example.test');
    expect(metaContent(page.body, 'og:title')).toBe('Kari Nordmann – Sykepleier i Bodø');
    expect(metaContent(page.body, 'og:description')).toBe('Erfaren sykepleier.');
    expect(metaContent(page.body, 'og:image')).toMatch(
      /^http:\/\/localhost:3000\/api\/cv\/public\/profile\/kari-bodo\/photo\?v=\d+$/,
    );
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.etag).toBeDefined();
    // Not indexable unless its owner says so.
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).not.toContain('application/ld+json');

    await call('PUT', '/api/cv/public-profile', { handle: 'kari-bodo', isVisible: false });
    const hidden = await open('/u/kari-bodo');
    expect(hidden.statusCode).toBe(404);
    expect(headingOf(hidden.body)).toBe('We could not find this profile');
    expect(hidden.body).not.toContain('Nordmann');
    expect((await open('/u/nobody-here')).statusCode).toBe(404);
  });

  it('an indexable profile has no noindex and describes the person as JSON-LD data', async () => {
    await call('PUT', '/api/cv/public-profile', { handle: 'kari-bodo', isVisible: true, indexable: true });
    const page = await open('/u/kari-bodo');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body).not.toContain('content="noindex"');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Person',
      name: 'Kari Nordmann',
      jobTitle: 'Sykepleier i Bodø',
      url: 'http://localhost:3000/u/kari-bodo',
    });
  });
});

describe('the pages beside the API', () => {
  it('stay out of the API reference', async () => {
    const paths = Object.keys((await open('/api/openapi.json')).json().paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});

describe('a public letter as a page', () => {
  it('shows the letter, and a revoked letter is a 404 page at once', async () => {
    const letter = (
      await call('POST', '/api/jobs/application', {
        title: 'Søknad til Fjordkraft',
        body: 'Hei,\n\nJeg søker stillingen.',
        company: 'Fjordkraft',
        isPublic: true,
      })
    ).json();
    const url = `/public-job-application/${letter.publicJobApplicationId}`;
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    for (const text of ['Søknad til Fjordkraft', 'Jeg søker stillingen.', 'Kari Nordmann'])
      expect(page.body).toContain(text);
    expect(metaContent(page.body, 'og:type')).toBe('article');
    // Its PDF is a plain link: the page has no app script to fetch it.
    const pdf = `/api/jobs/public/application/${letter.publicJobApplicationId}/pdf`;
    expect(page.body).toMatch(new RegExp(`<a [^>]*href="${pdf}"[^>]*>.*?Download PDF`));
    expect((await open(pdf)).headers['content-type']).toBe('application/pdf');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('private, no-cache');

    await call('PUT', `/api/jobs/application/${letter.jobApplicationId}`, { ...letter, isPublic: false });
    const revoked = await open(url, { 'if-none-match': String(page.headers.etag) });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain('<html lang="en"');
    expect(headingOf(revoked.body)).toBe('We could not find this letter');
    expect(revoked.body).not.toContain('Jeg søker');
  });
});

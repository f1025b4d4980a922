import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { afterAll, describe, expect, it } from 'vitest';
import { createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import * as pages from '../../../test/job-pages.ts';
import { jobPageFixture, TITLE_PAGES } from '../../../test/job-title-pages.ts';
import { htmlPage, NOT_WEB_LINKS, redirectTo, startPageServer } from '../../../test/page-server.ts';

// Two apps: one as the test suite runs it (FETCH_ALLOW_PRIVATE=1: pages served from loopback),
// one as production runs it (the setting off: every private address refused).
const t = await fileTestApp({ FETCH_ALLOW_PRIVATE: '1' });
const production = await fileTestApp();
const auth = (await signedInUser(t)).auth;
const productionAuth = (await signedInUser(production)).auth;
const site = await startPageServer({
  '/plain': htmlPage(pages.plainObject),
  '/graph': htmlPage(pages.graph),
  '/array': htmlPage(pages.array),
  '/nested': htmlPage(pages.nested),
  '/lists': htmlPage(pages.listValued),
  '/html-description': htmlPage(pages.htmlDescription),
  '/double-escaped': htmlPage(pages.doubleEscaped),
  '/finn': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(Buffer.from(pages.norwegianBoard, 'latin1'));
  },
  '/og': htmlPage(pages.openGraphOnly, 'application/xhtml+xml'),
  '/title': htmlPage(pages.titleOnly),
  '/empty': htmlPage(pages.empty),
  '/deep': htmlPage(pages.deeplyNestedPage()),
  '/deep-tenth': htmlPage(pages.deeplyNestedPage(0.1)),
  '/moved': redirectTo('/plain', 301),
  '/r1': redirectTo('/r2'),
  '/r2': redirectTo('/r3'),
  '/r3': redirectTo('/r4'),
  '/r4': redirectTo('/plain'),
  '/to-file': redirectTo('file:///etc/passwd'),
  '/pdf': htmlPage('%PDF-1.7', 'application/pdf'),
  '/big': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(Buffer.alloc(2 * 1024 * 1024 + 1, ' '));
  },
  '/slow': () => {
    // never answers
  },
  ...Object.fromEntries(TITLE_PAGES.map(({ name }) => [`/${name}`, htmlPage(jobPageFixture(name))])),
});
afterAll(() => site.close());

const readLink = (url: unknown, headers: Record<string, string> = auth, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/jobs/from-link', headers, payload: { url } });

const read = async (path: string): Promise<JobFromLinkResponse> => {
  const response = await readLink(`${site.origin}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const NOTHING = {
  position: null,
  company: null,
  location: null,
  workplace: null,
  employmentType: null,
  salaryText: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  deadline: null,
  description: null,
};

describe('POST /api/jobs/from-link reads the JobPosting', () => {
  it('from a plain object: every field, the salary range per year, the deadline as the board wrote it', async () => {
    expect(await read('/plain')).toEqual({
      position: 'Frontend developer',
      company: 'Fjord Software AS',
      location: 'Oslo',
      workplace: null,
      employmentType: 'full-time',
      salaryText: null,
      salaryMin: 650000,
      salaryMax: 750000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
      deadline: '2026-06-30',
      description: 'We build tools for fishermen.\n\nYou know React & TypeScript.',
      postingUrl: `${site.origin}/plain`,
      source: '127.0.0.1',
      foundIn: 'jobPosting',
    });
  });

  it('from an @graph, following the organisation’s @id; remote with the countries one may live in', async () => {
    expect(await read('/graph')).toMatchObject({
      position: 'Backend engineer',
      company: 'Acme & Co',
      location: 'Norway, Sweden',
      workplace: 'remote',
      employmentType: 'contract',
      salaryMin: 95,
      salaryMax: 95,
      salaryCurrency: 'EUR',
      salaryPeriod: 'hour',
      deadline: '2026-07-15',
      description: 'Build our API.',
    });
  });

  it('from a list after a broken block, with a raw line break in a string; two offices and remote work is hybrid', async () => {
    expect(await read('/array')).toMatchObject({
      position: 'Butikkmedarbeider deltid',
      company: 'Kiwi Vest',
      location: 'Bergen, Stavanger',
      workplace: 'hybrid',
      employmentType: 'part-time',
      salaryMin: 48000,
      salaryMax: 48000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'month',
      foundIn: 'jobPosting',
    });
  });

  it('nested in another node; a daily rate is kept as words', async () => {
    expect(await read('/nested')).toMatchObject({
      position: 'Interim CFO',
      company: 'Nordic Retail AB',
      location: 'Stockholm',
      employmentType: 'temporary',
      salaryMin: 12000,
      salaryMax: 15000,
      salaryCurrency: 'SEK',
      salaryPeriod: null,
      salaryText: '12,000–15,000 SEK per day',
    });
  });

  it('with every property as a list: the first usable text, the distinct towns of all addresses', async () => {
    expect(await read('/lists')).toEqual({
      position: 'Driftsoperatør',
      company: 'Havbruk Nord AS',
      location: 'Tromsø, Bodø',
      workplace: null,
      employmentType: 'full-time',
      salaryText: null,
      salaryMin: 520000,
      salaryMax: 580000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
      deadline: '2026-08-15',
      description: 'Skift på merd.',
      postingUrl: `${site.origin}/lists`,
      source: '127.0.0.1',
      foundIn: 'jobPosting',
    });
  });

  it('turns an HTML description into text: entities decoded, scripts dropped, paragraphs and list items kept', async () => {
    const job = await read('/html-description');
    expect(job.position).toBe('Data engineer – Analytics');
    expect(job.description).toBe(
      'About us\n\nWe move Oslo & Viken.\nEvery day.\n\n• Python – SQL\n• dbt and Airflow\n\n<3 Bikes, café & more',
    );
    expect((await read('/double-escaped')).description).toBe('Vi søker sykepleiere.\n\nTurnus & helg.');
  });

  it('from a Norwegian board: Latin-1 page, "Fast", a 31.05.2026 deadline and a salary in kroner as text', async () => {
    expect(await read('/finn')).toEqual({
      position: 'Sykepleier, sengepost',
      company: 'Oslo universitetssykehus HF',
      location: 'OSLO',
      workplace: null,
      employmentType: 'full-time',
      salaryText: 'kr 550 000 - 650 000 per år',
      salaryMin: 550000,
      salaryMax: 650000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
      deadline: '2026-05-31',
      description: 'Ønsker du å jobbe på Ullevål?\n\nVi tilbyr gode vilkår & faglig utvikling.',
      postingUrl: `${site.origin}/finn`,
      source: 'FINN.no',
      foundIn: 'jobPosting',
    });
  });

  it('follows a redirect and keeps the link as given', async () => {
    const job = await read('/moved');
    expect(job.position).toBe('Frontend developer');
    expect(job.postingUrl).toBe(`${site.origin}/moved`);
  });

  it('reads hostile markup (200,000 nested elements) in linear time', async () => {
    /** The faster of two reads, so a busy moment of the machine does not count. */
    const fastestRead = async (path: string) => {
      const times: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        const started = performance.now();
        expect(await read(path)).toMatchObject({ position: 'Deep', foundIn: 'pageTitle' });
        times.push(performance.now() - started);
      }
      return Math.min(...times);
    };
    const tenth = await fastestRead('/deep-tenth');
    const whole = await fastestRead('/deep');
    // Linear reading takes about ten times as long for ten times the page; quadratic, a hundred.
    expect(whole / tenth, `${whole.toFixed(0)} ms against ${tenth.toFixed(0)} ms`).toBeLessThan(30);
  });

  it('an answer can be saved as it is through the create form’s call', async () => {
    const { foundIn: _foundIn, ...fields } = await read('/finn');
    expect(await createJob(t, auth, fields)).toMatchObject({
      position: 'Sykepleier, sengepost',
      deadline: '2026-05-31',
    });
  });
});

describe('without a JobPosting', () => {
  it('reads Open Graph tags (XHTML too), and the place and deadline the page lists ("Sted", "Frist")', async () => {
    expect(await read('/og')).toEqual({
      ...NOTHING,
      position: 'Grafisk designer',
      location: 'Trondheim',
      description: 'Vi søker en designer & illustratør.',
      deadline: '2026-05-31',
      postingUrl: `${site.origin}/og`,
      source: 'Studio Nord',
      foundIn: 'metaTags',
    });
  });

  it('reads the page title', async () => {
    expect(await read('/title')).toEqual({
      ...NOTHING,
      position: 'Lagermedarbeider – Posten Bring',
      postingUrl: `${site.origin}/title`,
      source: '127.0.0.1',
      foundIn: 'pageTitle',
    });
  });

  it.each(TITLE_PAGES)(
    'takes the job’s name from the heading when the title only names the site ($name)',
    async ({ name, position, foundIn }) => {
      expect(await read(`/${name}`)).toMatchObject({ position, foundIn });
    },
  );

  it('says when the page gave nothing, with the link still filled in', async () => {
    expect(await read('/empty')).toEqual({
      ...NOTHING,
      postingUrl: `${site.origin}/empty`,
      source: '127.0.0.1',
      foundIn: 'nothing',
    });
  });
});

describe('a link typed without https://', () => {
  it('is read as https: a bare host and path are no 400', async () => {
    const response = await readLink('jobs.nowhere.invalid/ads/1');
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('LINK_UNREACHABLE');
  });
});

describe('a job already on the board', () => {
  const addJob = async (headers: Record<string, string>, postingUrl: string) =>
    (await createJob(t, headers, { position: 'Saved earlier', company: 'Someone', postingUrl })).jobId;

  it('is named in the answer when it has the link, or the page the link led to', async () => {
    const user = (await signedInUser(t)).auth;
    const jobId = await addJob(user, `${site.origin}/plain/?utm_source=mail`);
    const expected = { jobId, position: 'Saved earlier', company: 'Someone', lane: 'saved', sameBy: 'link' };
    expect((await readLink(`${site.origin}/plain`, user)).json().alreadyOnBoard).toEqual(expected);
    expect((await readLink(`${site.origin}/moved`, user)).json().alreadyOnBoard).toEqual(expected);
    expect((await readLink(`${site.origin}/graph`, user)).json()).not.toHaveProperty('alreadyOnBoard');
  });
});

describe('refusals, each with a message', () => {
  const refused = async (url: unknown, code: string, app = t, headers = auth) => {
    const response = await readLink(url, headers, app);
    expect(response.statusCode, response.body).toBe(code === 'VALIDATION_FAILED' ? 400 : 422);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(10);
    return body.message as string;
  };

  it('private, loopback, link-local and IPv4-mapped addresses, and names resolving to them (setting off)', async () => {
    const port = site.port;
    const hitsBefore = site.hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/plain`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/plain`,
      `http://[::ffff:127.0.0.1]:${port}/plain`,
      `http://localhost:${port}/plain`,
    ]) {
      const message = await refused(url, 'LINK_REFUSED', production, productionAuth);
      expect(message).toMatch(/^This link points to .* Hirelane only reads public web pages\.$/);
    }
    expect(await refused('http://10.0.0.1/', 'LINK_REFUSED', production, productionAuth)).toBe(
      'This link points to 10.0.0.1, a private network address. Hirelane only reads public web pages.',
    );
    expect(site.hits.length).toBe(hitsBefore);
  });

  it('a page that is not HTML, too large, too slow, or redirects too often (setting on)', async () => {
    expect(await refused(`${site.origin}/pdf`, 'LINK_NOT_A_PAGE')).toContain('application/pdf');
    expect(await refused(`${site.origin}/big`, 'LINK_TOO_LARGE')).toContain('2 MB');
    expect(await refused(`${site.origin}/r1`, 'LINK_TOO_MANY_REDIRECTS')).toContain('more than 3 times');
    expect(await refused(`${site.origin}/to-file`, 'LINK_REFUSED')).toContain('a file: address');
    expect(await refused(`${site.origin}/nowhere`, 'LINK_UNREACHABLE')).toContain('404 Not Found');
    const started = Date.now();
    expect(await refused(`${site.origin}/slow`, 'LINK_TIMEOUT')).toContain('5 seconds');
    expect(Date.now() - started).toBeLessThan(7000);
  });

  it('links that are not http(s) web addresses', async () => {
    for (const url of [...NOT_WEB_LINKS, 'jobs', '', 42]) {
      await refused(url, 'VALIDATION_FAILED');
    }
  });

  it('asks for a session', async () => {
    expect((await readLink(`${site.origin}/plain`, {})).statusCode).toBe(401);
  });

  it('limits each user to 30 reads in 10 minutes; another user is not affected', async () => {
    const user = (await signedInUser(t)).auth;
    for (let index = 0; index < 30; index += 1) {
      expect((await readLink(`${site.origin}/title`, user)).statusCode).toBe(200);
    }
    const limited = await readLink(`${site.origin}/title`, user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await readLink(`${site.origin}/title`, (await signedInUser(t)).auth)).statusCode).toBe(200);
  });
});

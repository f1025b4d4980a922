import { JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';
import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { describe, expect, it } from 'vitest';
import { createJob, moveJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import * as pages from '../../../test/job-pages.ts';
import { jobPageFixture, LABELLED_PAGES, labelledFacts, TITLE_PAGES } from '../../../test/job-title-pages.ts';
import { htmlPage, startPageServer } from '../../../test/page-server.ts';

const t = await fileTestApp({ FETCH_ALLOW_PRIVATE: '1' });
const auth = (await signedInUser(t)).auth;

const AD = 'https://jobs.example/ads/1234?ref=mail';

/** A job page with schema.org microdata and no JSON-LD, as some career sites publish it. */
const microdataPage = `<!doctype html><html lang="en"><head><title>Careers</title></head><body>
<main itemscope itemtype="https://schema.org/JobPosting">
  <h1 itemprop="title">Backend developer</h1>
  <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization">
    <span itemprop="name">Kvarts Systems AS</span><link itemprop="sameAs" href="https://kvarts.example">
  </div>
  <div itemprop="jobLocation" itemscope itemtype="https://schema.org/Place">
    <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
      <span itemprop="addressLocality">Stavanger</span>
    </div>
  </div>
  <meta itemprop="employmentType" content="FULL_TIME">
  <p>Apply by <time itemprop="validThrough" datetime="2027-02-28">28 February</time></p>
  <div itemprop="description"><p>Go and PostgreSQL.</p></div>
</main></body></html>`;

const readLink = (url: string, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/api/jobs/from-link', headers, payload: { url } });
const readPage = (payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/api/jobs/from-page', headers, payload: payload as object });

const read = async (html: string, url = AD): Promise<JobFromLinkResponse> => {
  const response = await readPage({ url, html });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const boardJobs = async (headers: Record<string, string>) => {
  const board = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers })).json() as Record<
    string,
    { pinned: unknown[]; normal: unknown[] }
  >;
  return Object.values(board).flatMap((lane) => [...lane.pinned, ...lane.normal]);
};

describe('POST /api/jobs/from-page reads the page the browser sent', () => {
  it('answers as from-link does for the same page: JSON-LD, Open Graph and labels, fetching nothing', async () => {
    const site = await startPageServer({
      '/plain': htmlPage(pages.plainObject),
      '/og': htmlPage(pages.openGraphOnly),
    });
    try {
      for (const path of ['/plain', '/og']) {
        const url = `${site.origin}${path}`;
        const fromLink = await readLink(url);
        const hits = site.hits.length;
        const html = path === '/plain' ? pages.plainObject : pages.openGraphOnly;
        expect(await read(html, url)).toEqual(fromLink.json());
        expect(site.hits.length).toBe(hits);
      }
    } finally {
      await site.close();
    }
  });

  it('reads a JSON-LD JobPosting', async () => {
    expect(await read(pages.plainObject)).toMatchObject({
      position: 'Frontend developer',
      company: 'Fjord Software AS',
      location: 'Oslo',
      salaryMin: 650000,
      salaryMax: 750000,
      deadline: '2026-06-30',
      postingUrl: AD,
      source: 'jobs.example',
      foundIn: 'jobPosting',
    });
  });

  it('reads a microdata JobPosting', async () => {
    expect(await read(microdataPage)).toMatchObject({
      position: 'Backend developer',
      company: 'Kvarts Systems AS',
      location: 'Stavanger',
      employmentType: 'full-time',
      deadline: '2027-02-28',
      description: 'Go and PostgreSQL.',
      foundIn: 'jobPosting',
    });
  });

  it('reads Open Graph tags', async () => {
    expect(await read(pages.openGraphOnly)).toMatchObject({
      position: 'Grafisk designer',
      description: 'Vi søker en designer & illustratør.',
      source: 'Studio Nord',
      foundIn: 'metaTags',
    });
  });

  it.each(LABELLED_PAGES.filter(([name]) => name.endsWith('-dl')))(
    'reads a labelled page without structured data (%s)',
    async (name, ...facts) => {
      expect(await read(jobPageFixture(name))).toMatchObject(labelledFacts(...facts));
    },
  );

  it.each(TITLE_PAGES)(
    'prefers the heading above the facts to a title that only names the site ($name)',
    async ({ name, position, foundIn }) => {
      expect(await read(jobPageFixture(name))).toMatchObject({ position, foundIn });
    },
  );

  it('refuses a body over 2 MB with 413 and a sentence', async () => {
    const html = `<html><body><p>${'x'.repeat(JOB_PAGE_MAX_BYTES)}</p></body></html>`;
    const response = await readPage({ url: AD, html });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'This page is larger than 2 MB, too large to read. Use "Add from link" with its address instead.',
    });
    // Just under the limit is read.
    const fits = `<html><body><p>${'x'.repeat(JOB_PAGE_MAX_BYTES - 200)}</p></body></html>`;
    expect((await readPage({ url: AD, html: fits })).statusCode).toBe(200);
  });

  it('refuses what is no page with 422 and a sentence', async () => {
    for (const html of [
      '{"title":"Frontend developer","company":"Fjord"}',
      '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR'.replace('\u0000', ' ').replaceAll('\u0000', ' '),
      'just some words',
      '<html><head></head><body><div> </div></body></html>',
    ]) {
      const response = await readPage({ url: AD, html });
      expect(response.statusCode, html).toBe(422);
      expect(response.json()).toEqual({
        code: 'LINK_NOT_A_PAGE',
        message:
          'What was sent is not a web page with text to read. Open the job ad’s page and click the bookmark there.',
      });
    }
  });

  it('checks its input: a web address and some HTML', async () => {
    for (const payload of [
      { url: 'javascript:alert(1)', html: pages.plainObject },
      { url: AD, html: '' },
      { url: AD },
    ]) {
      expect((await readPage(payload)).statusCode).toBe(400);
    }
  });

  it('reads a link typed without https:// as https', async () => {
    expect(await read(pages.plainObject, 'jobs.example/ads/1234')).toMatchObject({
      postingUrl: 'https://jobs.example/ads/1234',
      source: 'jobs.example',
    });
  });

  it('asks for a session before reading the body', async () => {
    expect((await readPage({ url: AD, html: pages.plainObject }, {})).statusCode).toBe(401);
    const big = `<html><body>${'x'.repeat(JOB_PAGE_MAX_BYTES + 10)}</body></html>`;
    expect((await readPage({ url: AD, html: big }, {})).statusCode).toBe(401);
  });

  it('shares from-link’s limit: 30 reads in 10 minutes per user, whichever way', async () => {
    const user = (await signedInUser(t)).auth;
    const site = await startPageServer({ '/title': htmlPage(pages.titleOnly) });
    try {
      for (let index = 0; index < 15; index += 1) {
        expect((await readLink(`${site.origin}/title`, user)).statusCode).toBe(200);
      }
      for (let index = 0; index < 15; index += 1) {
        expect((await readPage({ url: AD, html: pages.titleOnly }, user)).statusCode).toBe(200);
      }
      const limited = await readPage({ url: AD, html: pages.titleOnly }, user);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      const linkLimited = await readLink(`${site.origin}/title`, user);
      expect(linkLimited.statusCode).toBe(429);
      // Another user still reads.
      expect(
        (await readPage({ url: AD, html: pages.titleOnly }, (await signedInUser(t)).auth)).statusCode,
      ).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('stores nothing: another user’s read neither sees nor changes the first one’s, and no board gains a job', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const firstAnswer = await readPage({ url: AD, html: pages.plainObject }, first.auth);
    const secondAnswer = await readPage({ url: AD, html: jobPageFixture('no-table') }, second.auth);
    expect(firstAnswer.json()).toMatchObject({
      position: 'Frontend developer',
      company: 'Fjord Software AS',
    });
    expect(secondAnswer.json()).toMatchObject({ position: 'Barnehagelærer', company: 'Solsikken barnehage' });
    // The same read again gives the first user the same draft: nothing of the second's was kept.
    expect((await readPage({ url: AD, html: pages.plainObject }, first.auth)).json()).toEqual(
      firstAnswer.json(),
    );
    expect(await boardJobs(first.auth)).toEqual([]);
    expect(await boardJobs(second.auth)).toEqual([]);
  });
});

describe('POST /api/jobs/from-page says when the job is already on the board', () => {
  const addJob = async (headers: Record<string, string>, fields: Record<string, unknown>) =>
    (await createJob(t, headers, { position: 'Frontend developer', company: 'Fjord Software AS', ...fields }))
      .jobId;
  const moveTo = async (headers: Record<string, string>, jobId: string, toStatus: string) => {
    const response = await moveJob(t, headers, jobId, toStatus);
    expect(response.statusCode, response.body).toBe(200);
  };

  it('by the same link: scheme, "www.", a trailing slash, the fragment and tracking aside', async () => {
    const user = (await signedInUser(t)).auth;
    const jobId = await addJob(user, {
      position: 'Frontend utvikler',
      postingUrl: 'http://www.jobs.example/ads/1234/#apply',
    });
    await moveTo(user, jobId, 'applied');
    const response = await readPage({ url: AD, html: pages.plainObject }, user);
    expect(response.json()).toMatchObject({
      position: 'Frontend developer',
      alreadyOnBoard: {
        jobId,
        position: 'Frontend utvikler',
        company: 'Fjord Software AS',
        lane: 'applied',
        sameBy: 'link',
      },
    });
    // Another ad on the same site is another job.
    const other = await readPage({ url: 'https://jobs.example/ads/1235', html: pages.titleOnly }, user);
    expect(other.json()).not.toHaveProperty('alreadyOnBoard');
  });

  it('by the same company and position, in any case and with or without the legal form', async () => {
    const user = (await signedInUser(t)).auth;
    const jobId = await addJob(user, { position: 'FRONTEND DEVELOPER', company: 'Fjord Software' });
    const answer = (await readPage({ url: AD, html: pages.plainObject }, user)).json();
    expect(answer.alreadyOnBoard).toEqual({
      jobId,
      position: 'FRONTEND DEVELOPER',
      company: 'Fjord Software',
      lane: 'saved',
      sameBy: 'companyAndPosition',
    });
  });

  it('never from another user’s board, and saving it again is still allowed', async () => {
    const owner = (await signedInUser(t)).auth;
    await addJob(owner, { postingUrl: AD });
    const other = (await signedInUser(t)).auth;
    const answer = (await readPage({ url: AD, html: pages.plainObject }, other)).json();
    expect(answer).not.toHaveProperty('alreadyOnBoard');
    const {
      foundIn: _foundIn,
      alreadyOnBoard: _same,
      ...fields
    } = (await readPage({ url: AD, html: pages.plainObject }, owner)).json();
    expect(_same).toMatchObject({ sameBy: 'link' });
    await addJob(owner, fields);
    expect(await boardJobs(owner)).toHaveLength(2);
  });
});

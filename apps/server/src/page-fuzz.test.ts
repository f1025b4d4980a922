import type { EndorsementRequest } from '@hirelane/contract/endorsements';
import { describe, expect, it } from 'vitest';
import { FORM_PAGE_PATHS } from '../../web/src/app/ssr/form-page-paths.ts';
import { SERVER_RENDERED_PATHS } from '../../web/src/app/ssr/server-rendered-paths.ts';
import { callApi, signedInUser } from '../test/factories.ts';
import { fileTestApp } from '../test/file-test-app.ts';
import { formPageAppOptions, visitorAddress } from '../test/form-page.ts';
import { fuzzPages } from '../test/page-fuzz.ts';
import { registeredRoutes } from '../test/route-table.ts';
import { servedPagesOf } from './platform/http/public-pages.ts';

const t = await fileTestApp(...(await formPageAppOptions()));
const pages = servedPagesOf(t.app);

/**
 * The app's own routes outside /api/ that are not pages: the web app's files, its manifest, the
 * metrics and the packed browser extension.
 */
const NOT_PAGES = [
  'GET /',
  'GET /index.html',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /metrics',
  'GET /downloads/hirelane-extension.zip',
  'GET /manifest.webmanifest',
];

/** A path with its parameters' names left out (`/u/:handle` → `/u/:`): the names are each side's own. */
const shape = (path: string) => path.replace(/:\w+/g, ':');

describe('the server-rendered pages', () => {
  it('are the routes outside /api/ the app registered, a form post route for each page with a form', () => {
    expect(pages.length).toBeGreaterThan(10);
    const routes = registeredRoutes(t).filter(
      (route) => !route.split(' ')[1]?.startsWith('/api/') && !NOT_PAGES.includes(route),
    );
    const fromPages = pages.flatMap((page) => [
      `GET ${page.path}`,
      ...(page.submit ? [`POST ${page.path}`] : []),
    ]);
    expect(routes.sort()).toEqual(fromPages.sort());
  });

  it('are the paths the web app renders on the server and its browser checks open', () => {
    const web = new Set(
      [...Object.values(SERVER_RENDERED_PATHS), ...Object.values(FORM_PAGE_PATHS)].map(shape),
    );
    expect([...web].sort()).toEqual([...new Set(pages.map((page) => shape(page.path)))].sort());
  });

  it('read a query name given twice by its first value, as a browser does', async () => {
    for (const page of pages.filter((entry) => !entry.path.includes(':'))) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${page.path}?lang=no&lang=en&token=a&token=b`,
        remoteAddress: visitorAddress(),
      });
      expect(response.statusCode, page.path).toBeLessThan(500);
      expect(response.body, page.path).toMatch(/^<!doctype html><html lang="no"/);
    }
  });

  it('answer odd GETs and form posts with an HTML page of the right status, no trace, and no write when refused', {
    timeout: 60_000,
  }, async () => {
    // A real endorsement request, so the endorser's form is reached beyond its 404.
    const owner = await signedInUser(t);
    const asked = await callApi(
      t,
      'POST',
      '/api/cv/endorsement/requests',
      {
        endorserName: 'Ola Leder',
        endorserEmail: 'fuzz.endorser@example.test',
        relationship: 1,
        message: 'Hi',
      },
      owner.auth,
      visitorAddress(),
    );
    expect(asked.statusCode).toBe(201);
    const endorsementId = (asked.json() as EndorsementRequest).userEndorsementRequestId;
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
    const { failures, statuses } = await fuzzPages({
      t,
      pages,
      known: { [FORM_PAGE_PATHS.endorsement]: [endorsementId] },
      requests: Number(process.env.FUZZ_REQUESTS ?? 800),
      seed,
    });
    expect(failures, `seed ${seed}`).toEqual([]);
    // The fuzz reached the pages' answers, not only their refusals.
    expect(statuses.get('GET 200')).toBeGreaterThan(50);
    const answered = [200, 303, 400, 401, 409, 410].map((status) => statuses.get(`POST ${status}`) ?? 0);
    expect(answered.reduce((sum, count) => sum + count)).toBeGreaterThan(50);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

// Server rendering of a shared CV that fills two printed pages, against serving the static
// index.html, through the same production server on loopback in the same run: requests per second
// of each (autocannon, 10 connections), printed as a ratio, first as autocannon asks (nothing
// compressed), then as a browser asks (Accept-Encoding). Goal: ≥ 0.5×. Needs the built web app
// and its server renderer (npm run build). Each page request is a real visit: the link is read (a
// revoked link is dead at once), its view counted (in memory, written every few seconds), the page
// answered (what the link shows is read again at most once a second, the HTML rendered once per
// content). At the end the owner's view count must equal the visits made: batching loses none and
// counts none twice.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { callApi } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/app-server.ts';
import { seedUser } from '../e2e/support/seed-user.ts';
import { report } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const web = path.resolve(import.meta.dirname, '../apps/web');
if (!fs.existsSync(path.join(web, 'dist-ssr/render-public-page.js'))) {
  console.error('public-page-render: build the web app and its server renderer first (npm run build)');
  process.exit(1);
}

/** What a browser sends: the static file answers its pre-compressed copy, a page is compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Requests per second at `url` (and how many were sent); each request from its own made-up
 * address behind the trusted loopback proxy, so the pages' per-visitor rate limit measures nothing
 * here. Without `headers`, as autocannon asks: nothing compressed.
 */
const measure = async (
  url: string,
  headers: Record<string, string> = {},
): Promise<{ rps: number; sent: number }> => {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          const forwarded = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
          return { ...request, headers: { ...request.headers, ...headers, 'x-forwarded-for': forwarded } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors ${JSON.stringify(result.statusCodeStats)}`,
    );
  // A run stops with a request per connection sent and then answered to no one: the server served
  // it all the same (a visit), so visits are the requests sent, not the answers autocannon read.
  return { rps: result.requests.average, sent: result.requests.sent };
};
const requestsPerSecond = async (url: string, headers?: Record<string, string>): Promise<number> =>
  (await measure(url, headers)).rps;

// As `npm start` runs it: React's production build (its development build renders several times slower).
const app = await startApp({ env: { TRUST_PROXY: '127.0.0.1', NODE_ENV: 'production' } });
try {
  const user = await seedUser(app, `render.${Date.now()}@example.test`);
  const api = (method: string, url: string, body?: unknown) =>
    callApi(app, user.accessToken, method, url, body);
  await api('PUT', '/jobs/application/profile', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    headline: 'Senior product designer in Oslo',
    email: 'kari@example.test',
    phone: '+47 912 34 567',
    links: [{ label: 'Portfolio', url: 'https://kari.example.test' }],
  });
  const paragraph =
    'Led the design of a booking service used by 400,000 people a month, from research with nurses and patients to the design system the teams now build with. Ran weekly usability tests and shaped the roadmap with product and engineering.';
  for (let i = 0; i < 6; i += 1) {
    await api('POST', '/cv/experience', {
      title: `Product designer ${i + 1}`,
      company: `Fjordbyte ${i + 1}`,
      location: 'Oslo',
      startDate: `${2012 + i * 2}-03`,
      endDate: `${2013 + i * 2}-12`,
      description: `${paragraph}\n\n${paragraph}`,
    });
  }
  for (const [school, degree] of [
    ['NTNU', 'Master of Science'],
    ['University of Oslo', 'Bachelor of Arts'],
  ]) {
    await api('POST', '/cv/education', {
      school,
      degree,
      field: 'Interaction design',
      startDate: '2006-08',
      endDate: '2011-06',
    });
  }
  await api('PUT', '/cv/skills/professional', {
    skills: ['Figma', 'User research', 'Design systems', 'Prototyping', 'Accessibility', 'Workshops'],
  });
  await api('PUT', '/cv/languages', {
    languages: [
      { language: 'Norwegian', level: 5 },
      { language: 'English', level: 4 },
    ],
  });
  const { sharedCvId } = (await api('POST', '/cv/shareable', { title: 'For Equinor' })) as {
    sharedCvId: string;
  };
  // The same CV as a PDF: how many printed pages it fills.
  const pdf = Buffer.from(
    await (await fetch(`${app.url}/api/cv/public/shareable/link/${sharedCvId}/pdf`)).arrayBuffer(),
  ).toString('latin1');
  const printedPages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  const pageUrl = `${app.url}/public-cv/${sharedCvId}`;
  const html = await (await fetch(pageUrl)).text();

  // Warm both paths (the renderer's first call builds the theme), then measure them in turn.
  const warm = await measure(pageUrl);
  const staticRps = await requestsPerSecond(`${app.url}/index.html`);
  const page = await measure(pageUrl);
  const pageRps = page.rps;
  // What the page costs without its HTML: the same link's JSON answer (the loader the page runs,
  // a view counted as well), and the page through its language link (no view counted).
  const apiRun = await measure(`${app.url}/api/cv/public/shareable/link/${sharedCvId}`);
  const apiRps = apiRun.rps;
  const noViewRps = await requestsPerSecond(`${pageUrl}?lang=en`);
  // The same two as a browser asks for them.
  const browserStaticRps = await requestsPerSecond(`${app.url}/index.html`, BROWSER);
  const browserPage = await measure(pageUrl, BROWSER);
  const visits = 1 + warm.sent + page.sent + apiRun.sent + browserPage.sent;
  const { views } = (await api('GET', `/cv/shareable/${sharedCvId}`)) as { views: number };
  if (views !== visits) throw new Error(`the owner sees ${views} views of ${visits} visits`);
  report(
    'Server-rendered shared CV vs static index.html',
    pageRps / staticRps,
    '≥ 0.5',
    `${pageRps.toFixed(0)} vs ${staticRps.toFixed(0)} requests/s over ${SECONDS} s, ${CONNECTIONS} connections, nothing compressed; the page is ${(html.length / 1024).toFixed(0)} KiB of HTML, its PDF ${printedPages} printed pages; the link's JSON answer ${apiRps.toFixed(0)}/s, the page without a view counted ${noViewRps.toFixed(0)}/s; ${views} views counted of ${visits} visits`,
  );
  report(
    'The same as a browser asks (Accept-Encoding: br, gzip)',
    browserPage.rps / browserStaticRps,
    '≥ 0.5',
    `${browserPage.rps.toFixed(0)} vs ${browserStaticRps.toFixed(0)} requests/s; index.html goes pre-compressed, the page compressed by the server`,
  );
} finally {
  await app.stop();
}

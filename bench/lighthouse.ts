// First paint of the pages a signed-out visitor opens: Lighthouse's mobile profile (simulated slow
// 4G and a 4× slower CPU) in Debian's Chromium against the production server on loopback. A
// benchmark, not a test: it prints each page's performance score and Largest Contentful Paint
// against the targets, and a table of them all at the end.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { callApi } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { seedUser } from '../e2e/support/seed-user.ts';
import { reportFigure } from './support.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only the pages whose name contains this (e.g. `LIGHTHOUSE_ONLY=/login`); every page when unset. */
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
// As `npm start` runs it: the server renderer on React's production build.
const app = await startApp({ env: { NODE_ENV: 'production' } });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
type Target = { score: number; lcpSeconds: number };
/**
 * Pages that are whole HTML from the server: those only read, and the form pages, whose plain
 * forms the server answers (one small enhancement module, no framework).
 */
const READ_ONLY: Target = { score: 95, lcpSeconds: 2.5 };
const FORM: Target = { score: 98, lcpSeconds: 2.5 };
type PageToMeasure = { name: string; path: string; target: Target };
const rows: string[] = [];
try {
  const user = await seedUser(app, `lighthouse.${Date.now()}@example.test`);
  const api = (method: string, url: string, body?: unknown) =>
    callApi(app, user.accessToken, method, url, body);
  const { sharedCvId } = (await api('POST', '/cv/shareable', { title: 'For Equinor' })) as {
    sharedCvId: string;
  };
  const handle = `kari-${Date.now().toString(36)}`;
  await api('PUT', '/cv/public-profile', { handle, isVisible: true, bio: 'I design calm, clear services.' });
  const { publicJobApplicationId } = (await api('POST', '/jobs/application', {
    title: 'Senior designer – Kari Nordmann',
    body: 'Dear Ola,\n\nI would love to design your customer portal with you.\n\nKari',
    isPublic: true,
  })) as { publicJobApplicationId: string };
  const { userEndorsementRequestId } = (await api('POST', '/cv/endorsement/requests', {
    endorserName: 'Ola Nordmann',
    endorserEmail: `ola.${Date.now()}@example.test`,
    relationship: 1,
    message: 'Would you write a few words about our work together?',
  })) as { userEndorsementRequestId: string };

  const pages: PageToMeasure[] = [
    { name: '/public-cv/{id}', path: `/public-cv/${sharedCvId}`, target: READ_ONLY },
    { name: '/u/{handle}', path: `/u/${handle}`, target: READ_ONLY },
    {
      name: '/public-job-application/{id}',
      path: `/public-job-application/${publicJobApplicationId}`,
      target: READ_ONLY,
    },
    { name: '/privacy-policy', path: '/privacy-policy', target: READ_ONLY },
    { name: '/login', path: '/login', target: FORM },
    { name: '/signup', path: '/signup', target: FORM },
    { name: '/forgot-password', path: '/forgot-password', target: FORM },
    {
      name: '/endorsement/{id}',
      path: `/endorsement/${userEndorsementRequestId}`,
      target: FORM,
    },
  ];
  for (const { name, path, target } of pages.filter((page) => page.name.includes(ONLY))) {
    const runs: { score: number; lcp: number; fcp: number; tbt: number; bytes: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${app.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result?.lhr.audits;
      const measured = {
        score: (result?.lhr.categories.performance?.score ?? 0) * 100,
        lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcp: audits?.['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
        bytes: audits?.['total-byte-weight']?.numericValue ?? Number.NaN,
      };
      // A run that broke would score a meaningless 0: it is said and left out of the median.
      const failure = result?.lhr.runtimeError?.message ?? null;
      if (failure) console.warn(`${name}, run ${run + 1} left out: ${failure}`);
      else runs.push(measured);
    }
    // The median run by score, so one noisy run neither flatters nor sinks a page.
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    if (!median) continue;
    const detail = `FCP ${(median.fcp / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms, ${(median.bytes / 1024).toFixed(0)} KiB transferred; scores ${runs.map((r) => r.score.toFixed(0)).join(', ')}`;
    reportFigure(`Lighthouse mobile ${name} performance`, median.score, '', `≥ ${target.score}`, detail);
    reportFigure(
      `Lighthouse mobile ${name} LCP`,
      median.lcp / 1000,
      's',
      `≤ ${target.lcpSeconds} s`,
      'simulated slow 4G, 4× CPU',
    );
    const holds = median.score >= target.score && median.lcp / 1000 <= target.lcpSeconds;
    rows.push(
      `| ${name} | ${target === FORM ? 'server form' : 'server'} | ${median.score.toFixed(0)} (≥ ${target.score}) | ${(median.lcp / 1000).toFixed(2)} s | ${(median.fcp / 1000).toFixed(2)} s | ${(median.bytes / 1024).toFixed(0)} KiB | ${holds ? 'yes' : 'NO'} |`,
    );
  }
  console.info(
    [
      `\nLighthouse mobile, median of ${RUNS}:`,
      '| page | rendered by | score | LCP | FCP | transferred | target met |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
} finally {
  chrome.kill();
  await app.stop();
}

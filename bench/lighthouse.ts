// First paint of the public pages: Lighthouse's mobile profile (simulated slow 4G and a
// 4× slower CPU) in Debian's Chromium against the production server on loopback. A benchmark, not a
// test: it prints each page's performance score and Largest Contentful Paint against the targets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from '../e2e/support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { seedUser } from '../e2e/support/seed-user.ts';
import { reportFigure } from './support.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Less than this on the wire and the app's code did not load: the run measured the spinner. */
const MIN_APP_BYTES = 100 * 1024;
const app = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const user = await seedUser(app, `lighthouse.${Date.now()}@example.test`);
  const created = await fetch(`${app.url}/api/cv/shareable`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'For Equinor' }),
  });
  const { sharedCvId } = (await created.json()) as { sharedCvId: string };

  for (const [name, path] of [
    ['/public-cv/{id}', `/public-cv/${sharedCvId}`],
    ['/login', '/login'],
  ] as const) {
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
      // A run that broke, or whose page never loaded the app (only the HTML's spinner came), would
      // score a meaningless 0 or 100: it is said and left out of the median.
      const failure =
        result?.lhr.runtimeError?.message ??
        (measured.bytes < MIN_APP_BYTES ? `only ${(measured.bytes / 1024).toFixed(0)} KiB loaded` : null);
      if (failure) console.warn(`${name}, run ${run + 1} left out: ${failure}`);
      else runs.push(measured);
    }
    // The median run by score, so one noisy run neither flatters nor sinks a page.
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    if (!median) continue;
    const detail = `FCP ${(median.fcp / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms, ${(median.bytes / 1024).toFixed(0)} KiB transferred; scores ${runs.map((r) => r.score.toFixed(0)).join(', ')}`;
    reportFigure(`Lighthouse mobile ${name} performance`, median.score, '', '≥ 95', detail);
    reportFigure(
      `Lighthouse mobile ${name} LCP`,
      median.lcp / 1000,
      's',
      '≤ 2.5 s',
      'simulated slow 4G, 4× CPU',
    );
  }
} finally {
  chrome.kill();
  await app.stop();
}

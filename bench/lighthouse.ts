// First paint of the pages a signed-out visitor opens: Lighthouse's mobile profile (simulated slow
// 4G and a 4× slower CPU) in Debian's Chromium against the production server on loopback. A
// benchmark, not a test: it prints each page's performance score and Largest Contentful Paint
// against the targets, and a table of them all at the end. Then the installable app's audits that
// this Lighthouse still has, on the signed-in start page (`LIGHTHOUSE_ONLY=installable` alone).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { getAuditList } from 'lighthouse';
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

/**
 * Lighthouse's audits of an installable app: its PWA category (installable manifest, service
 * worker, maskable icon, themed address bar, splash screen) left in Lighthouse 12, so of these only
 * the viewport's remain; e2e/installable.spec.ts asks Chromium's own installability check instead.
 */
const PWA_AUDITS = [
  'installable-manifest',
  'service-worker',
  'maskable-icon',
  'themed-omnibox',
  'splash-screen',
  'content-width',
  'viewport',
  'meta-viewport',
  'viewport-insight',
];
const INSTALLABLE_PAGE = '/ (signed in, installable)';

/** Puts the cookies of `setCookies` (Set-Cookie headers of the app's answer) into the browser. */
const setBrowserCookies = async (setCookies: string[]) => {
  const { webSocketDebuggerUrl } = (await (
    await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  ).json()) as { webSocketDebuggerUrl: string };
  const cookies = setCookies.map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    return {
      name,
      value,
      url: new URL(attribute('path') ?? '/', app.url).href,
      path: attribute('path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    };
  });
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  await new Promise<void>((resolve, reject) => {
    socket.onmessage = (event) => {
      const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (answer.id !== 1) return;
      if (answer.error) reject(new Error(answer.error.message));
      else resolve();
    };
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  });
  socket.close();
};

/** Runs the PWA audits this Lighthouse has on the signed-in start page and prints pass or fail per audit. */
const auditInstallable = async (user: { email: string; password: string }) => {
  const present = new Set(getAuditList().map((file) => file.replace(/\.js$/, '').split('/').at(-1)));
  const audits = PWA_AUDITS.filter((id) => present.has(id));
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!login.ok) throw new Error(`Signing in for the installable audits: ${login.status}`);
  // The session's cookies in the browser, as after a sign-in there (the app reads its hint cookie).
  await setBrowserCookies(login.headers.getSetCookie());
  const result = await lighthouse(`${app.url}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: audits,
    disableStorageReset: true,
  });
  const lines = PWA_AUDITS.map((id) => {
    const audit = result?.lhr.audits[id];
    if (!audit) return `| ${id} | not in Lighthouse ${result?.lhr.lighthouseVersion ?? ''} |`;
    const passed = audit.score === 1 || audit.scoreDisplayMode === 'notApplicable';
    return `| ${id} | ${passed ? 'pass' : `FAIL: ${audit.displayValue ?? audit.title}`} |`;
  });
  console.info(
    [
      `\nInstallable app's audits on ${INSTALLABLE_PAGE} (${result?.lhr.finalDisplayedUrl ?? ''}):`,
      '| audit | result |',
      '|---|---|',
      ...lines,
    ].join('\n'),
  );
};
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
  if (INSTALLABLE_PAGE.includes(ONLY)) await auditInstallable(user);
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

import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { consentCookie } from './support/consent-cookie.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { languageCookie } from './support/language-cookie.ts';
import { type SeededUser, seedUser } from './support/seed-user.ts';

// Axe-core on every route of the router, signed out and signed in, in English and
// Norwegian, at desktop and phone size, plus the dialogs and drawers a URL opens. Any serious or
// critical violation fails the journey. Each state is opened once per language and scanned at both
// sizes (the window resized between the two scans, as a phone turned or a window narrowed). The routes come from the router itself (appRoutes), so a new
// route is checked without anyone adding it here; a route whose parameter has no seeded value
// fails until one is added to SEEDED_PARAMS.

type RouteNode = { path?: string; children?: RouteNode[] };
type Language = 'en' | 'no';
type Size = { name: 'desktop' | 'phone'; width: number; height: number };

const DESKTOP: Size = { name: 'desktop', width: 1440, height: 900 };
const PHONE: Size = { name: 'phone', width: 390, height: 844 };
const SIZES: readonly Size[] = [DESKTOP, PHONE];
const LANGUAGES: readonly Language[] = ['en', 'no'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * A walk opens some thirty pages and scans each twice; with two workers on two busy cores a walk
 * at one size has taken over three minutes, so a walk may take eight (twelve signed in, with the
 * dialogs).
 */
const WALK_TIMEOUT = 480_000;
/** Routes not visited: /logout ends the session the journey is checking (it shows only a spinner). */
const NOT_VISITED = new Set(['/logout']);
/** The catch-all route is checked at an address no route has. */
const CATCH_ALL = '/no-such-page';
/** Screens whose screenshots a reviewer looks at (test-results/…/screens/). */
const MAIN_SCREENS = new Set([
  '/login',
  '/signup',
  '/',
  '/?drawer=create',
  '/my-cv',
  '/my-cv/sharing',
  '/letters',
  '/report',
  '/my-videos',
  '/account/profile',
  '/public-cv/:publicCvId',
  '/u/:handle',
  '/endorsement/:endorsementId',
]);

// Read through a variable so the e2e typecheck does not follow the web app's imports.
const ROUTES_MODULE = '../apps/web/src/app/routes.tsx';
const SERVER_RENDERED_MODULE = '../apps/web/src/app/ssr/server-rendered-paths.ts';
const APP_SHELL_SCOPE_MODULE = '../apps/web/build/app-shell-scope.ts';

/** Every path of the router, in the order the router lists them. */
const routePaths = async (): Promise<string[]> => {
  const { appRoutes } = (await import(ROUTES_MODULE)) as { appRoutes: RouteNode[] };
  const paths: string[] = [];
  const walk = (nodes: RouteNode[]) => {
    for (const node of nodes) {
      if (node.path && !paths.includes(node.path)) paths.push(node.path);
      if (node.children) walk(node.children);
    }
  };
  walk(appRoutes);
  return paths;
};

type Seeded = { params: Record<string, string>; jobId: string; experienceId: string };

/** One user with something in every place, and the ids the routes' parameters need. */
const seedEverything = async (app: RunningApp, user: SeededUser): Promise<Seeded> => {
  const api = (method: string, url: string, body?: unknown) =>
    callApi(app, user.accessToken, method, url, body);
  const job = await createJobViaApi(app, user.accessToken, {
    position: 'Frontend developer',
    company: 'Equinor',
    location: 'Oslo',
  });
  await createJobViaApi(app, user.accessToken, { position: 'Designer', company: 'DNB' });
  await api('PUT', `/jobs/${job.jobId}/status`, { toStatus: 'applied', toSortIndex: 0 });
  const experience = await api('POST', '/cv/experience', {
    title: 'Developer',
    company: 'Blåbær AS',
    location: 'Bergen',
    startDate: '2020-01',
    endDate: '2023-06',
    description: 'Built the web shop.',
  });
  await api('POST', '/cv/education', {
    school: 'NTNU',
    degree: 'MSc',
    fieldOfStudy: 'Computer science',
    startDate: '2014-08',
    endDate: '2019-06',
  }).catch(() => undefined);
  const link = await api('POST', '/cv/shareable', { title: 'For Equinor' });
  const handle = `kari-a11y-${Date.now()}`.slice(0, 30);
  await api('PUT', '/cv/public-profile', { handle, isVisible: true });
  const request = await api('POST', '/cv/endorsement/requests', {
    endorserName: 'Ola Nordmann',
    endorserEmail: `ola.${Date.now()}@example.test`,
    relationship: 0,
  });
  const letter = await api('POST', '/jobs/application', {
    title: 'Søknad til Equinor',
    body: 'Hei, jeg søker stillingen.',
    isPublic: true,
  });
  return {
    jobId: job.jobId,
    experienceId: String(experience.userExperienceId),
    params: {
      letterId: String(letter.jobApplicationId),
      publicCvId: String(link.sharedCvId),
      publicJobApplicationId: String(letter.publicJobApplicationId),
      handle,
      endorsementId: String(request.userEndorsementRequestId),
    },
  };
};

const fillParams = (route: string, params: Record<string, string>): string =>
  route === '*'
    ? CATCH_ALL
    : route.replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name];
        if (!value) throw new Error(`No seeded value for :${name} of ${route}: add one to seedEverything()`);
        return value;
      });

/** The states a URL opens on top of a route: drawers and dialogs (and a tab), all URL parameters. */
const openStates = (seeded: Seeded): Record<string, State[]> => {
  const dialog = (url: string): State => ({ route: url, url, dialog: true });
  return {
    '/': [
      dialog('/?drawer=create'),
      dialog(`/?job=${seeded.jobId}`),
      dialog(`/?job=${seeded.jobId}&drawer=edit`),
      dialog(`/?delete=${seeded.jobId}`),
    ],
    '/my-cv': [
      dialog('/my-cv?edit=experience&entry=new'),
      dialog(`/my-cv?edit=experience&entry=${seeded.experienceId}`),
      dialog('/my-cv?edit=education&entry=new'),
      dialog('/my-cv?edit=certifications&entry=new'),
    ],
    '/letters': [dialog('/letters?new=1')],
    '/my-cv/sharing': [
      { route: '/my-cv/sharing?tab=profile', url: '/my-cv/sharing?tab=profile', dialog: false },
    ],
  };
};

type State = { route: string; url: string; dialog: boolean };
type Finding = {
  state: string;
  rule: string;
  impact: string;
  nodes: number;
  help: string;
  targets: string[];
};

/** One walk: the app it visits, in one interface language (at both sizes). */
type Pass = { appUrl: string; language: Language };

const newContext = async (
  browser: Browser,
  { appUrl, language }: Pass,
  colorScheme: 'light' | 'dark' = 'light',
  size: Size = DESKTOP,
): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: appUrl,
    viewport: { width: size.width, height: size.height },
    reducedMotion: 'reduce',
    colorScheme,
    storageState: {
      cookies: [consentCookie(appUrl), languageCookie(appUrl, language)],
      origins: [{ origin: new URL(appUrl).origin, localStorage: [{ name: 'i18nextLng', value: language }] }],
    },
  });

/** A page of `context` signed in as `account`: the API's login sets the refresh cookie in the context. */
const signedInPage = async (context: BrowserContext, appUrl: string, account: SeededUser): Promise<Page> => {
  const login = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: appUrl },
  });
  expect(login.ok()).toBe(true);
  return context.newPage();
};

const OLD = 'data-a11y-seen';

const pushUrl = (page: Page, url: string) =>
  page.evaluate(
    ({ next, old }) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute(old, '');
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { next: url, old: OLD },
  );

/**
 * Opens `url` and waits until it shows its content (a heading of its own, no loader, no skeleton,
 * the dialog it opens). Only the first page is a page load; every other address is reached through
 * the router, as a click would, so the journey does not pay a start-up per page. Answers the path
 * the app ended up on (a guard may send the browser elsewhere).
 */
/** Waits until the browser has drawn two more frames: React's last commit is on screen. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** Whether the app, not the server, answers an address (the service worker's rule, loaded first). */
let answeredWithAppShell: (pathAndQuery: string) => boolean = () => true;

const open = async (page: Page, url: string, dialog: boolean): Promise<string> => {
  const current = page.url() === 'about:blank' ? null : new URL(page.url());
  const target = new URL(url, current ?? 'http://localhost');
  // A page the server drew (the sign-in page a guard sent the browser to) has no router to reach
  // the next address through: that address is a page load, as the first one is.
  if (!current || !answeredWithAppShell(current.pathname + current.search)) {
    await page.goto(url);
    await expect(page.locator('#root > .boot')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForFunction(
      () => [...document.querySelectorAll('h1')].some((h) => (h as HTMLElement).offsetParent !== null),
      undefined,
      { timeout: 15_000 },
    );
  } else if (target.pathname === current.pathname) {
    // A drawer, dialog or tab of the page on screen.
    await pushUrl(page, url);
    await nextFrames(page);
  } else {
    await pushUrl(page, url);
    // A guard's redirect, or the new page's own heading (two routes of one component keep theirs).
    await page.waitForFunction(
      ({ path, old, since }) =>
        window.location.pathname !== path ||
        [...document.querySelectorAll('h1')].some(
          (h) =>
            (!h.hasAttribute(old) || Date.now() - since > 2000) && (h as HTMLElement).offsetParent !== null,
        ),
      { path: target.pathname, old: OLD, since: Date.now() },
      { timeout: 15_000 },
    );
  }
  if (dialog) await expect(page.getByRole('dialog').first()).toBeVisible();
  await settle(page);
  return new URL(page.url()).pathname;
};

/** Waits until nothing on the page is loading and the last render and fonts have settled. */
const settle = async (page: Page) => {
  await expect(page.locator('.mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  // Transitions are off (reduced motion); let the last render and fonts settle.
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
};

/** Gives the page `size` (when it has another) and waits until it has laid itself out again. */
const resize = async (page: Page, size: Size) => {
  const current = page.viewportSize();
  if (current?.width === size.width && current.height === size.height) return;
  await page.setViewportSize({ width: size.width, height: size.height });
  await nextFrames(page);
  await settle(page);
};

/** The sizes a state is scanned at, the one the window has first: one resize per state, not two. */
const sizesFrom = (page: Page): Size[] =>
  page.viewportSize()?.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE];

/** The page without the toaster; `toasts`: with it ('page'), or the toaster alone ('only'). */
const scan = async (page: Page, { toasts }: { toasts?: 'page' | 'only' } = {}) => {
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  // sonner's toaster is loaded when idle and has no content; it is checked when a toast shows.
  if (toasts === 'only') return builder.include('[data-sonner-toaster]').analyze();
  return (toasts === 'page' ? builder : builder.exclude('[data-sonner-toaster]')).analyze();
};

type Results = Awaited<ReturnType<typeof scan>>;

/** One state's violations, with the first elements each rule found (and their colours). */
const findingsOf = (results: Results, state: string): Finding[] =>
  results.violations.map((violation) => ({
    state,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => {
      const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
      const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1` : '';
      return `${node.target.join(' ')}${colours} ${node.html.slice(0, 160)}`;
    }),
  }));

const screenshotDir = (language: Language, size: Size) =>
  test.info().outputPath('screens', `${language}-${size.name}`);

const checkStates = async (
  page: Page,
  states: State[],
  who: 'signed out' | 'signed in',
  pass: Pass,
): Promise<{ findings: Finding[]; checked: Set<string> }> => {
  const label = `${who} ${pass.language}`;
  const findings: Finding[] = [];
  const checked = new Set<string>();
  for (const { route, url, dialog } of states) {
    await test.step(`${label} ${url}`, async () => {
      const finalPath = await open(page, url, dialog);
      // A guard sent the browser elsewhere (a guest-only or signed-in page): that page is checked itself.
      if (new URL(url, pass.appUrl).pathname !== finalPath) return;
      checked.add(route);
      for (const size of sizesFrom(page)) {
        await resize(page, size);
        findings.push(...findingsOf(await scan(page), `${label} ${size.name} ${url}`));
        if (MAIN_SCREENS.has(route)) {
          const dir = screenshotDir(pass.language, size);
          fs.mkdirSync(dir, { recursive: true });
          const name = route.replace(/[/:?=&]+/g, '_').replace(/^_|_$/g, '') || 'board';
          await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
        }
      }
    });
  }
  return { findings, checked };
};

const report = (findings: Finding[]) => {
  const failing = findings.filter((finding) => FAILING_IMPACTS.has(finding.impact));
  const lines = findings.map(
    (f) => `${f.impact.padEnd(8)} ${f.rule} ×${f.nodes} at ${f.state}: ${f.help} [${f.targets.join(' | ')}]`,
  );
  if (lines.length > 0) console.info(lines.join('\n'));
  const totals = {
    states: new Set(findings.map((f) => f.state)).size,
    serious: failing.filter((f) => f.impact === 'serious').length,
    critical: failing.filter((f) => f.impact === 'critical').length,
    other: findings.length - failing.length,
  };
  console.info(`axe: ${JSON.stringify(totals)}`);
  expect(
    failing.map((f) => `${f.impact} ${f.rule} at ${f.state} [${f.targets.join(' | ')}]`),
    'serious or critical axe violations',
  ).toEqual([]);
};

let seeded: Seeded;
/** Per language: the routes the signed-out journey checked (reached without a redirect). */
const checkedSignedOut = new Map<string, Set<string>>();
let user: SeededUser;
let paths: string[];

test.beforeAll(async ({ hirelane }) => {
  paths = (await routePaths()).filter((route) => !NOT_VISITED.has(route));
  ({ answeredWithAppShell } = (await import(APP_SHELL_SCOPE_MODULE)) as {
    answeredWithAppShell: typeof answeredWithAppShell;
  });
  user = await seedUser(hirelane, uniqueEmail('a11y'));
  seeded = await seedEverything(hirelane, user);
});

for (const language of LANGUAGES) {
  test(`no serious axe violations signed out (${language}, desktop and phone)`, async ({
    browser,
    hirelane,
  }) => {
    test.setTimeout(WALK_TIMEOUT);
    const pass: Pass = { appUrl: hirelane.url, language };
    const context = await newContext(browser, pass);
    const page = await context.newPage();
    const states = paths.map((route) => ({ route, url: fillParams(route, seeded.params), dialog: false }));
    const { findings, checked } = await checkStates(page, states, 'signed out', pass);
    await context.close();
    checkedSignedOut.set(language, checked);
    report(findings);
  });

  test(`no serious axe violations signed in, dialogs open (${language}, desktop and phone)`, async ({
    browser,
    hirelane,
  }) => {
    test.setTimeout(1.5 * WALK_TIMEOUT);
    const pass: Pass = { appUrl: hirelane.url, language };
    const context = await newContext(browser, pass);
    const page = await signedInPage(context, hirelane.url, user);
    const extra = openStates(seeded);
    // Pages a visitor sees were checked signed out (in this language, when that ran).
    const seen = checkedSignedOut.get(language) ?? new Set<string>();
    const states = paths
      .filter((route) => !seen.has(route))
      .flatMap((route) => [
        { route, url: fillParams(route, seeded.params), dialog: false },
        ...(extra[route] ?? []),
      ]);
    const { findings } = await checkStates(page, states, 'signed in', pass);
    await context.close();
    report(findings);
  });
}

// Offline: the board as it was last seen, with the banner that says so at the top and a card whose
// move waits to be sent, scanned at both sizes in each language; axe must have found the banner's
// text readable (colour contrast passed, not merely left undecided).
const OFFLINE_WORDS = {
  en: { moveTo: 'Move to lane', lane: 'Interviewed', waiting: 'Waiting to sync' },
  no: { moveTo: 'Flytt til kolonne', lane: 'Intervju', waiting: 'Venter på synkronisering' },
} as const;
for (const language of LANGUAGES)
  test(`no serious axe violations on the board offline, with its banner (${language}, desktop and phone)`, async ({
    browser,
    hirelane,
  }) => {
    const pass: Pass = { appUrl: hirelane.url, language };
    const context = await newContext(browser, pass);
    const page = await signedInPage(context, hirelane.url, user);
    const findings: Finding[] = [];
    await open(page, '/', false);
    const frontend = page.getByRole('button', { name: /^Frontend developer/ });
    // The job's details are opened once online, so their code is here offline (no service worker
    // is waited for in this walk).
    await frontend.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await context.setOffline(true);
    const lastSeen =
      language === 'en' ? /^Offline — showing what you last saw \(/ : /^Frakoblet — viser det du sist så \(/;
    const banner = page.getByRole('status').filter({ hasText: lastSeen });
    await expect(banner).toBeVisible();
    // A move made offline waits to be sent: its card carries the waiting mark while scanned.
    const words = OFFLINE_WORDS[language];
    await frontend.click();
    const moveTo = page.getByRole('dialog').getByRole('combobox', { name: words.moveTo });
    await moveTo.click();
    await page.getByRole('option', { name: words.lane, exact: true }).click();
    await expect(moveTo).toHaveValue(words.lane);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText(words.waiting)).toBeVisible();
    for (const size of sizesFrom(page)) {
      await resize(page, size);
      const results = await scan(page);
      findings.push(...findingsOf(results, `offline ${language} ${size.name} /`));
      const readable = results.passes
        .find((rule) => rule.id === 'color-contrast')
        ?.nodes.some((node) => lastSeen.test(node.html.replace(/^<[^>]*>/, '')));
      expect(readable, `the banner's contrast at ${size.name}`).toBe(true);
      const dir = screenshotDir(language, size);
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, 'board_offline.png') });
    }
    await context.close();
    report(findings);
  });

// The pages the server renders (a shared CV, a profile, a letter, the legal texts, the unsubscribe
// link, the sign-in, sign-up, forgotten-password and endorser's form pages), opened as a visitor
// opens them: a page load each, in the language a public page's language link remembers (its
// cookie), with the HTML the server sent, scanned at both sizes. The walk above reaches the same
// routes inside the app. The list comes from the renderer's own route table.
const serverRenderedPaths = async (): Promise<string[]> => {
  const { SERVER_RENDERED_PATHS } = (await import(SERVER_RENDERED_MODULE)) as {
    SERVER_RENDERED_PATHS: Record<string, string>;
  };
  return Object.values(SERVER_RENDERED_PATHS);
};
/** States of a server-rendered page besides its plain address (a link that is not ours). */
const SERVER_RENDERED_STATES: Record<string, string[]> = {
  '/unsubscribe': ['/unsubscribe?token=not-ours'],
  '/public-cv/:publicCvId': ['/public-cv/00000000-0000-4000-8000-000000000000'],
  '/endorsement/:endorsementId': ['/endorsement/not-a-request'],
};

for (const language of LANGUAGES)
  test(`no serious axe violations on the server-rendered pages (${language}, desktop and phone)`, async ({
    browser,
    hirelane,
  }) => {
    test.setTimeout(WALK_TIMEOUT);
    const context = await browser.newContext({
      baseURL: hirelane.url,
      viewport: { width: DESKTOP.width, height: DESKTOP.height },
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'hirelane-lang', value: language, url: hirelane.url }]);
    const page = await context.newPage();
    const findings: Finding[] = [];
    for (const route of await serverRenderedPaths()) {
      for (const url of [fillParams(route, seeded.params), ...(SERVER_RENDERED_STATES[route] ?? [])]) {
        await test.step(`server-rendered ${language} ${url}`, async () => {
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          for (const size of sizesFrom(page)) {
            await page.setViewportSize({ width: size.width, height: size.height });
            await nextFrames(page);
            findings.push(...findingsOf(await scan(page), `server-rendered ${language} ${size.name} ${url}`));
          }
        });
      }
    }
    await context.close();
    report(findings);
  });

// Toasts: a success and an error toast on the board, each scanned while it is in front, at desktop
// and phone size: with the page in the light scheme (the one the walk above checks), and the
// toaster alone in the dark scheme.
for (const colorScheme of ['light', 'dark'] as const)
  for (const size of SIZES)
    test(`no serious axe violations with a success and an error toast showing (${colorScheme}, ${size.name})`, async ({
      browser,
      hirelane,
    }) => {
      const pass: Pass = { appUrl: hirelane.url, language: 'en' };
      const toastUser = await seedUser(hirelane, uniqueEmail('a11y-toasts'));
      const context = await newContext(browser, pass, colorScheme, size);
      const page = await signedInPage(context, hirelane.url, toastUser);
      const findings: Finding[] = [];
      const addJob = async (position: string) => {
        await page.getByRole('button', { name: 'Add job' }).click();
        const drawer = page.getByRole('dialog', { name: 'Add a job' });
        await drawer.getByLabel('Position').fill(position);
        await drawer.getByLabel('Company').fill('Equinor');
        await drawer.getByRole('button', { name: 'Save job' }).click();
      };
      /** Scans once the newest toast, of `type`, is in front. */
      const scanWithToast = async (type: 'success' | 'error') => {
        const toast = page.locator(`[data-sonner-toast][data-front="true"][data-type="${type}"]`);
        await expect(toast).toHaveAttribute('data-mounted', 'true');
        await nextFrames(page);
        findings.push(
          ...findingsOf(
            await scan(page, { toasts: colorScheme === 'light' ? 'page' : 'only' }),
            `${colorScheme} ${size.name} ${type} toast`,
          ),
        );
      };

      await open(page, '/', false);
      await addJob('Frontend developer');
      await expect(page.getByRole('dialog', { name: 'Add a job' })).toBeHidden();
      await expect(page.getByText('Frontend developer is on your board')).toBeVisible();
      await scanWithToast('success');

      await page.route('**/api/jobs', (route) =>
        route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
      );
      await addJob('Designer');
      await scanWithToast('error');
      await context.close();
      report(findings);
    });

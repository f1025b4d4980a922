// The job board with 500 cards in Chromium: how soon after GET /api/jobs arrives the board
// is on screen, when every card is rendered, and how smooth a drag across lanes stays.
// Needs the built web app (npm run build) and Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createJobViaApi } from '../e2e/support/api.ts';
import { startApp } from '../e2e/support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { seedUser } from '../e2e/support/seed-user.ts';
import { report } from './support.ts';

const JOBS = 500;
const RELOADS = 7;
const RENDER_BUDGET_MS = 300;
const LANES = ['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts'];

if (!fs.existsSync(path.resolve(import.meta.dirname, '../apps/web/dist/index.html'))) {
  console.error('jobs-board-render: build the web app first (npm run build)');
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

type Marks = { first?: number; all?: number };

const app = await startApp();
try {
  const user = await seedUser(app, `bench.${Date.now()}@example.test`);
  const headers = { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' };
  for (let i = 0; i < JOBS; i += 1) {
    const job = await createJobViaApi(app, user.accessToken, {
      position: `Position ${i}`,
      company: `Company ${i % 37}`,
      location: i % 2 ? 'Oslo' : null,
      isPinned: i % 25 === 0,
    });
    const lane = LANES[i % LANES.length];
    if (lane !== 'saved') {
      await fetch(`${app.url}/api/jobs/${job.jobId}/status`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ toStatus: lane, toSortIndex: 0 }),
      });
    }
    if (i % 5 === 0) {
      await fetch(`${app.url}/api/jobs/${job.jobId}/nextInterview`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          nextInterviewDate: new Date(Date.now() + (i % 9) * 86_400_000).toISOString(),
        }),
      });
    }
  }

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Marks the first frame with cards, and the first with every card, on each page load.
  await page.addInitScript((count: number) => {
    const marks: Marks = {};
    (window as unknown as { __marks: Marks }).__marks = marks;
    let firstAsked = false;
    let allAsked = false;
    new MutationObserver(() => {
      const cards = document.querySelectorAll('[data-job-card]').length;
      if (cards > 0 && !firstAsked) {
        firstAsked = true;
        requestAnimationFrame(() => {
          marks.first = performance.now();
        });
      }
      if (cards === count && !allAsked) {
        allAsked = true;
        requestAnimationFrame(() => {
          marks.all = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
  }, JOBS);

  await page.goto(`${app.url}/login`);
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/$/);

  const firsts: number[] = [];
  const alls: number[] = [];
  for (let round = 0; round < RELOADS; round += 1) {
    if (round > 0) await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { __marks: Marks }).__marks.all !== undefined,
      undefined,
      {
        timeout: 60_000,
      },
    );
    const { data, first, all } = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/api\/jobs$/.test(resource.name)) as PerformanceResourceTiming | undefined;
      const marks = (window as unknown as { __marks: Marks }).__marks;
      return { data: entry?.responseEnd ?? 0, first: marks.first ?? 0, all: marks.all ?? 0 };
    });
    // The first load warms the JIT and caches; it is not counted.
    if (round === 0) continue;
    firsts.push(first - data);
    alls.push(all - data);
  }

  // A slow mouse drag from the first lane across three lanes, timing every frame meanwhile.
  const card = page.locator('section[data-lane="saved"] [data-job-card]').nth(2);
  const from = await card.boundingBox();
  const target = await page.locator('section[data-lane="hired"]').boundingBox();
  if (!from || !target) throw new Error('the board is not on screen');
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as unknown as { __frames: number[] }).__frames = frames;
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (frames.length < 100_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 6);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 3, { steps: 90 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.slice(2));
  await browser.close();

  const firstMs = median(firsts);
  report(
    'job board, 500 cards: board on screen after the data',
    firstMs / RENDER_BUDGET_MS,
    `≤ 1 (budget ${RENDER_BUDGET_MS} ms)`,
    `median ${firstMs.toFixed(0)} ms [${firsts.map((value) => value.toFixed(0)).join(', ')}]`,
  );
  console.info(
    `job board, 500 cards: every card rendered (idle-time batches) median ${median(alls).toFixed(0)} ms after the data [${alls
      .map((value) => value.toFixed(0))
      .join(', ')}]`,
  );
  console.info(
    `job board, 500 cards: drag across lanes — ${frames.length} frames, median ${median(frames).toFixed(1)} ms, p95 ${percentile(
      frames,
      0.95,
    ).toFixed(1)} ms, longest ${Math.max(...frames).toFixed(0)} ms`,
  );
} finally {
  await app.stop();
}

import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

/** Browser journeys in Debian's Chromium (stack.md): Playwright's own browser download cannot work here. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three files at a time: a journey spends most of its time waiting (debounces, polls, the app's
  // idle loading), not computing. The suite took as long (27 min, two workers) with a dozen other
  // processes busy on the two cores as on an idle machine, so each further worker (with an app and a
  // database of its own) shortens the run. E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    screenshot: 'only-on-failure',
    // Recording a trace of every journey costs CPU on a two-core machine; E2E_TRACE=retain-on-failure
    // (or on) records them for a run that needs one.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
});

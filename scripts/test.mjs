#!/usr/bin/env node
// npm test: typecheck, lint (format, boundaries, translations), unit + integration (Vitest),
// the web build, and browser journeys (Playwright in Debian's Chromium). Every step runs even
// when an earlier one failed, so one run shows everything; the totals go to
// test-results/summary.json and a last line "N passed, N failed".
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

/** Each step's minutes, printed together at the end. */
const stages = [];
const run = (title, command, args, env = {}) => {
  console.info(`\n▶ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const minutes = (Date.now() - started) / 60_000;
  stages.push(`${title}: ${minutes.toFixed(1)} min${status === 0 ? '' : ' (failed)'}`);
  console.info(`${status === 0 ? '✔' : '✘'} ${title} (${minutes.toFixed(1)} min)`);
  return status === 0;
};

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
const totals = { passed: 0, failed: 0, skipped: 0 };
const check = (ok) => {
  totals[ok ? 'passed' : 'failed'] += 1;
};

check(run('typecheck', 'npm', ['run', 'typecheck', '--silent']));
check(run('lint', 'npm', ['run', 'lint', '--silent']));

const vitestJson = path.join(results, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed +=
    vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!vitestOk) totals.failed += 1;

const built = run('web build', 'npm', ['run', 'build', '--silent']);
check(built);

// Every CV design × language × paper as PDF and PNG pages in test-results/cv-designs, for a person
// to look at side by side (their snapshot check is in the unit tests).
check(run('CV designs drawn', process.execPath, ['apps/server/test/cv-designs/render-designs.ts']));

const e2eJson = path.join(results, 'e2e.json');
fs.rmSync(e2eJson, { force: true });
if (built) {
  const e2eOk = run('browser journeys', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  const e2e = readJson(e2eJson);
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
  } else if (!e2eOk) totals.failed += 1;
}

fs.writeFileSync(path.join(results, 'summary.json'), JSON.stringify(totals));
console.info(`\nnpm test stages:\n  ${stages.join('\n  ')}`);
console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);

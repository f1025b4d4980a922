import type { Locator, Page } from '@playwright/test';
import { callApi, createJobViaApi, moveJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expect, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

/** A bar's label as drawn (the picture, hidden from screen readers): its font size and box. */
const drawnLabel = async (page: Page, chart: string, label: string) => {
  const text = page
    .getByRole('figure', { name: chart })
    .locator('[aria-hidden="true"]')
    .getByText(label, { exact: true });
  await expect(text).toBeVisible();
  const box = await text.boundingBox();
  if (!box) throw new Error(`${label} is not drawn`);
  const fontSize = await text.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  return { fontSize, width: box.width, height: box.height, aspect: box.width / box.height };
};

/** Every preset of the range shows its whole name inside the screen, and the page never scrolls sideways. */
const expectRangeFits = async (page: Page, presets: string[]) => {
  for (const name of presets) {
    const radio: Locator = page.getByRole('radio', { name, exact: true });
    const shown = await radio.evaluate((input: HTMLInputElement) => {
      const label = input.labels?.[0];
      if (!label) return null;
      const box = label.getBoundingClientRect();
      return {
        whole: label.scrollWidth <= label.clientWidth,
        inside: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(shown, name).toEqual({ whole: true, inside: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
};

/**
 * Three jobs: Utvikler applied, Designer applied then interviewed (its interview a week on),
 * Analyst only saved.
 */
const seedThreeJobs = async (app: RunningApp, user: SeededUser) => {
  const applied = await createJobViaApi(app, user.accessToken, {
    position: 'Utvikler',
    company: 'Blåbær AS',
  });
  const interviewed = await createJobViaApi(app, user.accessToken, {
    position: 'Designer',
    company: 'Equinor',
  });
  await createJobViaApi(app, user.accessToken, { position: 'Analyst', company: 'DNB' });
  for (const job of [applied, interviewed]) await moveJobViaApi(app, user.accessToken, job.jobId, 'applied');
  await moveJobViaApi(app, user.accessToken, interviewed.jobId, 'interviewed');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await callApi(app, user.accessToken, 'PUT', `/jobs/${interviewed.jobId}/nextInterview`, {
    nextInterviewDate: inAWeek,
  });
};

/** The report, signed in, with the seeded jobs counted. */
const openReport = async (page: Page, user: SeededUser) => {
  await signIn(page, user, '/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Job search report' })).toBeVisible();
};

/** One of the figures at the top of the report, by its label. */
const figure = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test("the board's Report link opens the figures, how they are counted, and the charts as tables", async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await seedThreeJobs(hirelane, user);
  await signIn(page, user);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job search report' })).toBeVisible();
  await expect(figure(page, 'Jobs')).toContainText('3');
  await expect(figure(page, 'Applied')).toContainText('2');
  await expect(figure(page, 'Interview')).toContainText('1');
  await expect(figure(page, 'Response rate')).toContainText('50 %');
  // From applying today to the interview date a week on, not to today's move to Interviewed.
  await expect(figure(page, 'Median days to interview')).toContainText('7');
  // How the figures are counted, said under them.
  await expect(page.getByText(/an interview date alone does not count/)).toBeVisible();
  await expect(page.getByText(/share of applied jobs that moved on from Applied/)).toBeVisible();
  await expect(
    page.getByText(/a job without an interview date counts the day it entered Interviewed/),
  ).toBeVisible();
  // The charts' numbers are a table for screen readers too.
  const funnel = page.getByRole('table', { name: 'From saved to hired' });
  await expect(funnel).toContainText('Applied2 jobs');
  await expect(funnel).toContainText('Hired0 jobs');
  await expect(page.getByRole('table', { name: 'Lanes today' })).toContainText(/Interviewed1 job(?!s)/);
  await expect(page.getByRole('table', { name: 'Jobs in this range' })).toContainText('Blåbær AS');
  await shot('report');
});

test("the charts' words keep their size and shape at every width; on a phone the range wraps", async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await seedThreeJobs(hirelane, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openReport(page, user);
  // Text, not a stretched picture: the same size and shape wide and narrow.
  const wide = await drawnLabel(page, 'From saved to hired', 'Applied');
  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await drawnLabel(page, 'From saved to hired', 'Applied');
  expect(narrow.fontSize).toBeGreaterThanOrEqual(12);
  expect(narrow.height).toBeGreaterThanOrEqual(12);
  expect(wide.aspect / narrow.aspect).toBeCloseTo(1, 1);
  expect(wide.height / narrow.height).toBeCloseTo(1, 1);
  // The range's presets wrap instead of cutting their names.
  await expectRangeFits(page, ['Last 30 days', '3 months', 'This year', 'All', 'Custom']);
  await shot('report-phone');
});

test('days are typed and shown the British way; an empty range says what to do next', async ({
  page,
  hirelane,
  user,
}) => {
  await seedThreeJobs(hirelane, user);
  await openReport(page, user);
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await from.fill('1/1/2001');
  await to.fill('31.02.2001');
  await expect(page.getByText('Use a date like 31/05/1990')).toBeVisible();
  await to.fill('31/12/2001');
  await to.blur();
  await expect(from).toHaveValue('01/01/2001');
  await expect(page.getByText('Use a date like 31/05/1990')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing in this range yet' })).toBeVisible();
  // A preset brings the jobs back.
  await page.getByText('This year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'This year' })).toBeChecked();
  await expect(figure(page, 'Jobs')).toContainText('3');
});

test('the PDF downloads with the name and the day in its name', async ({ page, hirelane, user }) => {
  await seedThreeJobs(hirelane, user);
  await openReport(page, user);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^Kari-Nordmann-job-report-\d{4}-\d{2}-\d{2}\.pdf$/);
});

test.describe('on a phone, in Norwegian', () => {
  test.use({ viewport: { width: 390, height: 844 }, language: 'no' });

  test('the range fits the screen and one job is one job', async ({ page, hirelane, user, shot }) => {
    const job = await createJobViaApi(hirelane, user.accessToken, { position: 'Utvikler', company: 'Fjord' });
    await moveJobViaApi(hirelane, user.accessToken, job.jobId, 'applied');
    await signIn(page, user, '/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport for jobbsøkingen' })).toBeVisible();
    await expectRangeFits(page, ['Siste 30 dager', '3 måneder', 'I år', 'Alt', 'Egendefinert']);
    await page.getByText('I år', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'I år' })).toBeChecked();
    await expectRangeFits(page, ['Siste 30 dager', '3 måneder', 'I år', 'Alt', 'Egendefinert']);

    await expect(figure(page, 'Jobb')).toContainText('1');
    await expect(figure(page, 'Intervjuer')).toContainText('0');
    await expect(page.getByText(/en intervjudato alene teller ikke/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fra lagret til ansatt' })).toContainText(
      /Søkt1 jobb(?!er)/,
    );
    await expect(page.getByRole('table', { name: 'Søknader per uke' })).toContainText(/1 søknad(?!er)/);
    const label = await drawnLabel(page, 'Fra lagret til ansatt', 'Lagret');
    expect(label.fontSize).toBeGreaterThanOrEqual(12);
    await shot('report-phone-no');
  });
});

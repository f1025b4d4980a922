import type { Locator, Page } from '@playwright/test';
import { createJobViaApi, moveJobViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
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

test('open the report from the board, change the range, and download the PDF', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  const applied = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Utvikler',
    company: 'Blåbær AS',
  });
  const interviewed = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Designer',
    company: 'Equinor',
  });
  await createJobViaApi(hirelane, user.accessToken, { position: 'Analyst', company: 'DNB' });
  for (const job of [applied, interviewed])
    await moveJobViaApi(hirelane, user.accessToken, job.jobId, 'applied');
  await moveJobViaApi(hirelane, user.accessToken, interviewed.jobId, 'interviewed');

  await signIn(page, user);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job search report' })).toBeVisible();
  const figure = (label: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Jobs')).toContainText('3');
  await expect(figure('Applied')).toContainText('2');
  await expect(figure('Interview')).toContainText('1');
  await expect(figure('Response rate')).toContainText('50 %');
  // How the figures are counted, said under them.
  await expect(page.getByText(/an interview date alone does not count/)).toBeVisible();
  await expect(page.getByText(/share of applied jobs that moved on from Applied/)).toBeVisible();
  // The charts' numbers are a table for screen readers too.
  await expect(page.getByRole('table', { name: 'From saved to hired' })).toContainText('Applied2 jobs');
  await expect(page.getByRole('table', { name: 'From saved to hired' })).toContainText('Hired0 jobs');
  await expect(page.getByRole('table', { name: 'Lanes today' })).toContainText(/Interviewed1 job(?!s)/);
  await expect(page.getByRole('table', { name: 'Jobs in this range' })).toContainText('Blåbær AS');
  await shot('report');

  // The charts' words keep their size and shape at every width: text, not a stretched picture.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  const wide = await drawnLabel(page, 'From saved to hired', 'Applied');
  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await drawnLabel(page, 'From saved to hired', 'Applied');
  expect(narrow.fontSize).toBeGreaterThanOrEqual(12);
  expect(narrow.height).toBeGreaterThanOrEqual(12);
  expect(wide.aspect / narrow.aspect).toBeCloseTo(1, 1);
  expect(wide.height / narrow.height).toBeCloseTo(1, 1);
  // On a phone the range's presets wrap instead of cutting their names.
  await expectRangeFits(page, ['Last 30 days', '3 months', 'This year', 'All', 'Custom']);
  await shot('report-phone');
  if (desktop) await page.setViewportSize(desktop);

  // A range with nothing in it: the report says what to do next.
  // Days are typed and shown as British English writes them, whatever the browser's own format.
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
  await page.getByText('This year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'This year' })).toBeChecked();
  await expect(figure('Jobs')).toContainText('3');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^job-report-\d{4}-\d{2}-\d{2}\.pdf$/);
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

    const figure = (label: string) =>
      page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure('Jobb')).toContainText('1');
    await expect(figure('Intervjuer')).toContainText('0');
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

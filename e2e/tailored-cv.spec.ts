import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, shotOf, test } from './support/fixtures.ts';
import { BACKEND_JOB } from './support/job-ad.ts';
import { pdfTextOf } from './support/pdf-text.ts';
import { signInToJob } from './support/sign-in.ts';
import { newVisitorPage } from './support/ui.ts';

// A CV tailored to one job: from the ad's Match tab to a version with its own headline, entries and
// design, downloaded as a PDF and read by a signed-out visitor through a share link.

const KEPT = 'Platform engineer';
const LEFT_OUT = 'Shop assistant';
const HEADLINE = 'Backend developer for payments';
const EMAIL = 'ola.jobb@example.test';
const PHONE = '+47 913 57 246';
/** A skill of the main CV this job's version hides. */
const HIDDEN_SKILL = 'Node.js';

/** Two jobs and three skills on the main CV; the ad asks for one more (Docker). */
const seedCv = async (app: RunningApp, token: string) => {
  await callApi(app, token, 'POST', '/cv/experience', {
    title: KEPT,
    company: 'Fjordbyte',
    startDate: '2021-03',
    isCurrent: true,
    description: 'Runs the payment services.',
  });
  await callApi(app, token, 'POST', '/cv/experience', {
    title: LEFT_OUT,
    company: 'Kiwi Grünerløkka',
    startDate: '2016-06',
    endDate: '2019-08',
    description: 'Served customers at the till.',
  });
  await callApi(app, token, 'PUT', '/cv/skills/professional', {
    skills: ['TypeScript', 'Node.js', 'Postgres'],
  });
  await callApi(app, token, 'PUT', '/jobs/application/profile', {
    firstName: 'Ola',
    lastName: 'Nordmann',
    phone: PHONE,
    email: EMAIL,
    links: [],
  });
};

/** The ad's job on the board and the main CV to tailor for it; answers the job's id. */
const seedJobAndCv = async (app: RunningApp, token: string) => {
  const { jobId } = await createJobViaApi(app, token, BACKEND_JOB);
  await seedCv(app, token);
  return jobId;
};

/** The text of every page of a PDF download. */
const pdfText = async (download: Download) => {
  const bytes = new Uint8Array(fs.readFileSync(await download.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdfTextOf(bytes);
};

test('a CV tailored from the Match tab is downloaded and shared, and a visitor reads only the tailored version', async ({
  page,
  browser,
  hirelane,
  user,
  shot,
}) => {
  const jobId = await seedJobAndCv(hirelane, user.accessToken);
  const drawer = await signInToJob(page, user, jobId);

  await drawer.getByRole('tab', { name: 'Match' }).click();
  await drawer.getByRole('button', { name: 'Add Docker to my CV' }).click();
  const where = page.getByRole('dialog', { name: 'Where does Docker belong?' });
  await where.getByRole('button', { name: "Only this job's tailored CV" }).click();
  await expect(page.getByText('Docker was added to the tailored CV for this job')).toBeVisible();
  // The main CV, and so the match, stay as they were.
  await expect(drawer.getByRole('region', { name: 'Missing from your CV (2)' })).toBeVisible();

  await drawer.getByRole('tab', { name: 'Tailored CV' }).click();
  // The added skill is on the version at once, the ad's skills first.
  await expect(drawer.getByText('TypeScript · Node.js · Postgres · Docker')).toBeVisible();
  // The preview draws the edit before it is saved: the PDF it asks for (the draft, POSTed) has it.
  const preview = drawer.getByRole('region', { name: 'PDF preview of this version' });
  await expect(preview.locator('[aria-busy="false"]:has([data-cv-preview-page])')).toBeVisible({
    timeout: 30_000,
  });
  const redrawn = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/jobs/${jobId}/tailored-cv/preview`) &&
      JSON.parse(response.request().postData() ?? '{}').headline === HEADLINE,
  );
  await drawer.getByRole('textbox', { name: 'Headline for this job' }).fill(HEADLINE);
  const drawnPdf = await redrawn;
  expect(drawnPdf.status()).toBe(200);
  expect(await pdfTextOf(new Uint8Array(await drawnPdf.body()))).toContain(HEADLINE);
  await expect(preview.locator('[aria-busy="false"]:has([data-cv-preview-page])')).toBeVisible({
    timeout: 30_000,
  });
  expect(
    (
      (await callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}/tailored-cv`)) as {
        headline: string | null;
      }
    ).headline,
  ).not.toBe(HEADLINE);
  // A skill hidden on this version only (its chip, unticked).
  // A skill chip's checkbox is drawn as the chip: reached and unticked by keyboard.
  const hiddenChip = drawer.getByRole('checkbox', { name: HIDDEN_SKILL });
  await expect(hiddenChip).toBeChecked();
  await hiddenChip.focus();
  await page.keyboard.press('Space');
  await expect(hiddenChip).not.toBeChecked();
  await drawer.getByRole('checkbox', { name: `Show ${LEFT_OUT} on this CV` }).uncheck();
  await drawer.getByRole('button', { name: 'Reword for this job' }).click();
  await drawer
    .getByRole('textbox', { name: `Description of ${KEPT} for this job` })
    .fill('Runs the payment services.\n- Moved billing to PostgreSQL\n- Ships Docker images daily');
  await drawer.getByRole('combobox', { name: 'Design' }).click();
  await page.getByRole('option', { name: 'Compact' }).click();
  await drawer.getByRole('button', { name: 'Save tailored CV' }).click();
  await expect(page.getByText('The tailored CV was saved.')).toBeVisible();
  await expect(drawer.getByText(/^This job has its own version/)).toBeVisible();
  await shot('tailored-cv-saved');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  // Named for the job's employer.
  expect(download.suggestedFilename()).toBe('Ola-Nordmann-CV-Fjordline-Payments.pdf');
  const text = await pdfText(download);
  expect(text).toContain(HEADLINE);
  expect(text).toContain('TypeScript');
  expect(text).not.toContain(HIDDEN_SKILL);
  expect(text).toContain('Moved billing to PostgreSQL');
  expect(text).not.toContain(LEFT_OUT);

  // The link is sent to be answered: e-mail and phone ticked, for the owner to untick.
  await expect(drawer.getByRole('checkbox', { name: 'Show my e-mail' })).toBeChecked();
  await drawer.getByRole('checkbox', { name: 'Show my phone' }).uncheck();
  await drawer.getByRole('button', { name: 'Share by link' }).click();
  const link = drawer.getByRole('textbox', { name: 'Link to this tailored CV' });
  await expect(link).toHaveValue(/^http/);
  const publicUrl = await link.inputValue();
  await expect(drawer.getByRole('button', { name: 'Copy link' })).toBeVisible();

  const visitor = await newVisitorPage(browser);
  await visitor.goto(publicUrl);
  const cv = visitor.getByRole('article');
  await expect(cv.getByText(HEADLINE)).toBeVisible();
  await expect(cv.getByText(KEPT)).toBeVisible();
  await expect(cv.getByRole('listitem').filter({ hasText: 'Moved billing to PostgreSQL' })).toBeVisible();
  await expect(cv.getByRole('listitem').filter({ hasText: 'Ships Docker images daily' })).toBeVisible();
  await expect(cv.getByText(LEFT_OUT)).toHaveCount(0);
  await expect(cv.getByText(HIDDEN_SKILL, { exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(visitor.getByText(PHONE)).toHaveCount(0);
  await shotOf(visitor, 'tailored-cv-visitor');
  await visitor.context().close();

  // The main CV keeps both jobs and its own descriptions.
  const main = (await callApi(hirelane, user.accessToken, 'GET', '/cv/experience')) as unknown as {
    title: string;
    description: string;
  }[];
  expect(main.map((entry) => [entry.title, entry.description]).sort()).toEqual([
    [KEPT, 'Runs the payment services.'],
    [LEFT_OUT, 'Served customers at the till.'],
  ]);
  const version = await callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}/tailored-cv`);
  expect(version).toMatchObject({ saved: true, headline: HEADLINE, design: 'compact' });
  // Docker went to this job's version only, and the main CV keeps the hidden skill.
  expect(await callApi(hirelane, user.accessToken, 'GET', '/cv/skills/professional')).toEqual({
    skills: ['TypeScript', 'Node.js', 'Postgres'],
  });
});

for (const language of ['en', 'no'] as const) {
  test.describe(`the Tailored CV tab in ${language}`, () => {
    test.use({ language });

    test('works by keyboard and axe finds nothing serious in the drawer', async ({
      page,
      hirelane,
      user,
    }) => {
      const drawer = await signInToJob(page, user, await seedJobAndCv(hirelane, user.accessToken));
      await drawer.getByRole('tab', { name: /^(Tailored CV|Tilpasset CV)$/ }).click();
      const show = drawer.getByRole('checkbox', {
        name: language === 'en' ? `Show ${LEFT_OUT} on this CV` : `Vis ${LEFT_OUT} på denne CV-en`,
      });
      await expect(show).toBeChecked();
      await expectNoSeriousViolations(page, '[role="dialog"]');

      // From the headline, Tab reaches every entry's checkbox and its move buttons in order.
      await drawer
        .getByRole('textbox', { name: /^(Headline for this job|Overskrift for denne stillingen)/ })
        .focus();
      const moveUp = drawer.getByRole('button', {
        name: language === 'en' ? `Move ${LEFT_OUT} up` : `Flytt ${LEFT_OUT} opp`,
      });
      let reached = false;
      for (let presses = 0; presses < 15 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await show.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.press('Space');
      await expect(show).not.toBeChecked();
      await page.keyboard.press('Tab');
      await expect(moveUp).toBeFocused();
      await page.keyboard.press('Enter');
      // Moved first: its checkbox now comes before the other job's, and "up" keeps focus, disabled.
      await expect(drawer.getByRole('checkbox').first()).toHaveAccessibleName(new RegExp(LEFT_OUT));
      await expect(moveUp).toBeFocused();
      await expect(moveUp).toHaveAttribute('aria-disabled', 'true');
      await expectNoSeriousViolations(page, '[role="dialog"]');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Tailored CV tab fits the screen', async ({ page, hirelane, user }) => {
    const drawer = await signInToJob(page, user, await seedJobAndCv(hirelane, user.accessToken));
    await drawer.getByRole('tab', { name: 'Tailored CV' }).click();
    await expect(drawer.getByRole('button', { name: 'Save tailored CV' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Reword for this job' }).first().click();
    const overflow = await drawer.evaluate((element) => {
      const wide = [...element.querySelectorAll<HTMLElement>('*')].filter(
        (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
      );
      return wide.map((child) => `${child.tagName}.${child.className}`).slice(0, 5);
    });
    expect(overflow).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shotOf(page, 'tailored-cv-phone');
  });
});

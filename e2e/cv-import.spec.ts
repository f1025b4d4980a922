import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { pdfCv } from '../apps/server/test/cv-documents.ts';
import { callApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { seedCurrentJobAndSkills } from './support/cv-seed.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

/** Kari's CV as a PDF: two jobs, an education, three skills, two languages and her contact details. */
const karisCv = () =>
  pdfCv('Kari Nordmann', [
    'Senior Developer',
    'kari@example.no · +47 912 34 567 · Bergen',
    { heading: 'Experience' },
    { title: 'Senior Developer, Equinor' },
    'Jan 2020 – Present',
    'Led a team of four developers. Cut build times by 40%.',
    { title: 'Developer – Fjordkraft AS' },
    'Mar 2016 – Dec 2019',
    'Built the customer portal.',
    { heading: 'Education' },
    { title: 'Master of Science in Computer Science' },
    'University of Bergen',
    '2011 – 2016',
    { heading: 'Skills' },
    'TypeScript, React, SQL',
    { heading: 'Languages' },
    'Norwegian – Native',
    'English – Fluent',
  ]);

/** The import page's words the journeys go by, in the interface language. */
const ENGLISH = { choose: 'Choose a file', review: 'Check what we found' };
const NORWEGIAN = { choose: 'Velg en fil', review: 'Sjekk hva vi fant' };

/** Signed in on the import page with SQL already on the CV; Kari's PDF chosen, the review shown. */
const reviewKarisCv = async (page: Page, hirelane: RunningApp, user: SeededUser, words = ENGLISH) => {
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/skills/professional', { skills: ['SQL'] });
  const cv = await karisCv();
  await signIn(page, user, '/my-cv/import');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words.choose }).click();
  await (await chooser).setFiles({ name: 'kari-cv.pdf', mimeType: 'application/pdf', buffer: cv });
  await expect(page.getByRole('heading', { level: 1, name: words.review })).toBeVisible();
};

/** What axe finds serious or critical on the page, the PDF viewer's own frame left out. */
const seriousAxeFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('iframe').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the CV page leads to the import of a CV file', async ({ page, user, shot }) => {
  await signIn(page, user, '/my-cv');
  await page.getByRole('link', { name: 'Import from CV' }).first().click();
  await expect(page).toHaveURL(/\/my-cv\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import from a CV file' })).toBeVisible();
  await shot('import-upload');
});

test.describe("Kari's PDF CV, its review shown", () => {
  test.beforeEach(async ({ page, hirelane, user }) => {
    await reviewKarisCv(page, hirelane, user);
  });

  test('the review of a PDF CV ticks what is new and leaves what the CV has unticked', async ({
    page,
    shot,
  }) => {
    const experience = page.getByRole('region', { name: 'Experience' });
    await expect(experience.getByRole('checkbox', { name: /Senior Developer · Equinor/ })).toBeChecked();
    await expect(experience.getByRole('checkbox', { name: /Developer · Fjordkraft AS/ })).toBeChecked();
    const skills = page.getByRole('region', { name: 'Professional skills' });
    await expect(skills.getByRole('checkbox', { name: 'Keep SQL' })).not.toBeChecked();
    await expect(skills.getByText('Already on your CV')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Languages' }).getByRole('checkbox', { name: 'Norwegian' }),
    ).toBeChecked();
    // The profile is empty: the contact details found are offered ticked.
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(
      profile.getByRole('checkbox', { name: 'Use this phone number on my profile' }),
    ).toBeChecked();
    await expect(profile.getByRole('checkbox', { name: 'Use this headline on my profile' })).toBeChecked();
    await shot('import-review');
  });

  test('the review shows each description to fix, beside the PDF on a wide screen, stacked on a phone', async ({
    page,
    shot,
  }) => {
    const experience = page.getByRole('region', { name: 'Experience' });
    const description = experience.getByRole('textbox', { name: 'Description: Senior Developer · Equinor' });
    await expect(description).toHaveValue('Led a team of four developers. Cut build times by 40%.');
    await description.fill('Led a team of four developers.');
    await expect(description).toHaveValue('Led a team of four developers.');
    const file = page.getByRole('region', { name: 'Your file' });
    await expect(file.getByTitle('Your CV file: kari-cv.pdf')).toBeVisible();
    const boxes = async () => Promise.all([experience.boundingBox(), file.boundingBox()]);
    const [items, beside] = await boxes();
    expect(beside && items && beside.x >= items.x + items.width).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot('import-review-with-file');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      const [list, below] = await boxes();
      expect(below && list && below.y >= list.y + list.height).toBe(true);
    }).toPass();
    await expect(description).toHaveValue('Led a team of four developers.');
  });

  test('saving the review with one job unticked: the CV shows the rest', async ({
    page,
    hirelane,
    user,
    shot,
  }) => {
    await page
      .getByRole('region', { name: 'Profile' })
      .getByRole('checkbox', { name: 'Use this headline on my profile' })
      .uncheck();
    await page
      .getByRole('region', { name: 'Experience' })
      .getByRole('checkbox', { name: /Developer · Fjordkraft AS/ })
      .uncheck();
    // 1 job, 1 education, 2 new skills, 2 languages and phone, e-mail and place.
    await expect(page.getByText(/items selected/)).toHaveText('9 items selected');
    await page.getByRole('button', { name: 'Save to my CV' }).click();

    // On to the CV, where a toast lists only what was added.
    await expect(page).toHaveURL(/\/my-cv$/);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to your CV' });
    await expect(toast).toContainText(
      '1 experience, 1 education, 2 professional skills, 2 languages and your profile details added.',
    );
    const builder = page.getByRole('main');
    await expect(builder.getByText('Senior Developer', { exact: true }).first()).toBeVisible();
    await expect(builder.getByText(/^Equinor\b/).first()).toBeVisible();
    await expect(builder.getByText('University of Bergen').first()).toBeVisible();
    await expect(builder.getByText('Fjordkraft')).toHaveCount(0);
    const skillsSection = page.locator('#cv-professional');
    await expect(skillsSection.getByText('TypeScript', { exact: true })).toBeVisible();
    await expect(skillsSection.getByText('React', { exact: true })).toBeVisible();
    const saved = await callApi(hirelane, user.accessToken, 'GET', '/cv/skills/professional');
    expect(saved.skills).toEqual(['SQL', 'TypeScript', 'React']);
    const profile = await callApi(hirelane, user.accessToken, 'GET', '/jobs/application/profile');
    expect(profile).toMatchObject({ headline: '', phone: '+47 912 34 567' });
    await shot('import-saved');
  });
});

test.describe('in Norwegian', () => {
  test.use({ language: 'no' });

  test('the review names each description and the file in Norwegian; axe finds nothing serious', async ({
    page,
    hirelane,
    user,
  }) => {
    await reviewKarisCv(page, hirelane, user, NORWEGIAN);
    const experience = page.getByRole('region', { name: 'Erfaring' });
    await expect(
      experience.getByRole('textbox', { name: 'Beskrivelse: Senior Developer · Equinor' }),
    ).toHaveValue('Led a team of four developers. Cut build times by 40%.');
    const file = page.getByRole('region', { name: 'Filen din' });
    await expect(file.getByTitle('CV-filen din: kari-cv.pdf')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The CV gave the education's years only: the review and its form keep them as years.
    const education = page.getByRole('region', { name: 'Utdanning' });
    await expect(education.getByText(/2011 – 2016/)).toBeVisible();
    await education.getByRole('button', { name: /^Rediger: / }).click();
    const start = page.getByRole('dialog').getByRole('group', { name: 'Fra', exact: true });
    await expect(start.getByRole('combobox', { name: 'Måned' })).toHaveValue('');
    await expect(start.getByRole('combobox', { name: 'År' })).toHaveValue('2011');
    await start.getByRole('combobox', { name: 'Måned' }).focus();
    await page.keyboard.press('Tab');
    await expect(start.getByRole('combobox', { name: 'År' })).toBeFocused();
  });
});

test('on a phone the review shows each "already there" badge whole', async ({ page, user, hirelane }) => {
  await seedCurrentJobAndSkills(
    hirelane,
    user.accessToken,
    { title: 'Senior Developer', company: 'Equinor', startDate: '2020-01' },
    ['SQL'],
  );
  const cv = await pdfCv('Kari Nordmann', [
    'Senior Developer',
    { heading: 'Experience' },
    { title: 'Senior Developer, Equinor' },
    'Jan 2020 – Present',
    'Led a team of four developers.',
    { heading: 'Skills' },
    'TypeScript, SQL',
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, '/my-cv/import');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'kari-cv.pdf', mimeType: 'application/pdf', buffer: cv });

  await expect(page.getByRole('heading', { level: 1, name: 'Check what we found' })).toBeVisible();
  const badges = page.locator('.mantine-Badge-root').filter({ hasText: 'Already on your CV' });
  await expect(badges).toHaveCount(2);
  // Neither the badge nor its words are clipped (Mantine's badge ends a squeezed text in "…").
  const clipped = await badges.evaluateAll((all) =>
    all.flatMap((badge) =>
      [badge, ...badge.querySelectorAll('*')]
        .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
        .map((box) => `${box.className}: ${box.scrollWidth}/${box.clientWidth}`),
    ),
  );
  expect(clipped).toEqual([]);
});

test('the video script in English and Norwegian', async ({ page, hirelane, user, shot }) => {
  await callApi(hirelane, user.accessToken, 'POST', '/cv/general/bulk-data', {
    experiences: [
      {
        title: 'Senior Developer',
        company: 'Equinor',
        startDate: '2019-01',
        isCurrent: true,
        description: 'Cut build times by 40%.',
      },
    ],
    professional: ['TypeScript', 'React'],
  });
  await signIn(page, user, '/video-script');
  await expect(page.getByRole('heading', { level: 1, name: 'Video script' })).toBeVisible();
  const script = page.getByTestId('video-script');
  await expect(script).toContainText('Kari Nordmann');
  await expect(script).toContainText('As a Senior Developer at Equinor, I cut build times by 40%.');
  await expect(page.getByText(/About \d+ seconds to read aloud/)).toBeVisible();
  await shot('video-script-en');

  await page.getByText('Norwegian', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Norwegian' })).toBeChecked();
  await expect(script).toContainText('Hei, jeg heter Kari Nordmann.');
  await expect(script).toContainText('i Equinor');
  const first = await script.textContent();
  await page.getByRole('button', { name: 'Write another version' }).click();
  await expect(script).not.toHaveText(first ?? '');
  await shot('video-script-no');
});

test('an ordinary two-page CV printed from a browser: every skill, its places, and the rest under Other', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  // A two-page file shown beside a long review, checked by axe: more than a short journey's time.
  test.slow();
  const cv = fs.readFileSync(
    path.join(import.meta.dirname, '../apps/server/test/cv-fixtures/wild/files/w33-en-browser-print.pdf'),
  );
  await signIn(page, user, '/my-cv/import');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: ENGLISH.choose }).click();
  await (await chooser).setFiles({ name: 'helena-brandt-cv.pdf', mimeType: 'application/pdf', buffer: cv });
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH.review })).toBeVisible();

  // Both columns of the two-column skills list.
  const skills = page.getByRole('region', { name: 'Professional skills' });
  await expect(skills.getByRole('checkbox')).toHaveCount(12);
  await expect(skills.getByRole('checkbox', { name: 'Keep Writing for the web' })).toBeChecked();
  // The school, not the "Town, Country" line under it, and the years on the degree's line.
  const education = page.getByRole('region', { name: 'Education' });
  await expect(education.getByText('NTNU · 2011 – 2013')).toBeVisible();
  await expect(education.getByText('Kristiania University College · 2008 – 2011')).toBeVisible();
  await expect(education.getByText('Start date missing')).toHaveCount(0);
  await expect(education.getByText(/Norway/)).toHaveCount(0);
  // One certificate with its whole issuer, and none named "Present".
  const certifications = page.getByRole('region', { name: 'Certifications' });
  await expect(certifications.getByRole('listitem')).toHaveCount(2);
  await expect(certifications.getByRole('textbox', { name: /Issued by/ }).first()).toHaveValue(
    'Human Factors International',
  );
  await expect(page.getByRole('region', { name: 'Links' }).getByRole('checkbox')).toHaveCount(1);
  // What fits no section is offered, left out until placed.
  const other = page.getByRole('region', { name: 'Other' });
  const mentor = other.getByRole('checkbox', { name: /Mentor, Girl Code Bergen/ });
  await expect(mentor).not.toBeChecked();
  await expect(other.getByRole('checkbox', { name: /Available on request/ })).not.toBeChecked();
  await mentor.check();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('import-review-browser-cv');

  await page.getByRole('button', { name: 'Save to my CV' }).click();
  await expect(page).toHaveURL(/\/my-cv$/);
  const experiences = (await callApi(hirelane, user.accessToken, 'GET', '/cv/experience')) as unknown as {
    title: string;
    company: string;
  }[];
  expect(experiences.map((e) => `${e.title} · ${e.company}`)).toContain('Mentor · Girl Code Bergen');
  const saved = await callApi(hirelane, user.accessToken, 'GET', '/cv/skills/professional');
  expect(saved.skills).toHaveLength(12);
});

import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { callApi } from './support/api.ts';
import { seedCurrentJobAndSkills } from './support/cv-seed.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

test('a CV downloaded as JSON Resume is imported into another account through the review', async ({
  page,
  hirelane,
  user,
}) => {
  await seedCurrentJobAndSkills(
    hirelane,
    user.accessToken,
    { title: 'Senior Developer', company: 'Equinor', startDate: '2021-03' },
    ['TypeScript', 'SQL'],
  );

  await signIn(page, user, '/my-cv');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON Resume' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/resume\.json$/);
  const buffer = await readFile(await file.path());
  const resume = JSON.parse(buffer.toString('utf8'));
  expect(resume.work).toEqual([{ name: 'Equinor', position: 'Senior Developer', startDate: '2021-03' }]);

  const other = await seedUser(hirelane, uniqueEmail('other'), { seenGuides: 'all' });
  await page.context().clearCookies();
  await signIn(page, other, '/my-cv/import');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'resume.json', mimeType: 'application/json', buffer });
  await expect(page.getByRole('heading', { level: 1, name: 'Check what we found' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Experience' })
      .getByRole('checkbox', { name: /Senior Developer · Equinor/ }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Save to my CV' }).click();
  await expect(page).toHaveURL(/\/my-cv$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to your CV' })).toBeVisible();
  const saved = await callApi(hirelane, other.accessToken, 'GET', '/cv/skills/professional');
  expect(saved.skills).toEqual(['TypeScript', 'SQL']);
});

test("LinkedIn's export offers its About text and websites, and a degree already on the CV stays unticked", async ({
  page,
  hirelane,
  user,
}) => {
  await callApi(hirelane, user.accessToken, 'POST', '/cv/education', {
    school: 'Norwegian University of Science and Technology',
    degree: 'Master of Science',
    field: 'Computer Science',
    startDate: '2011-08',
    endDate: '2013-06',
  });
  const csv = (rows: string[][]) =>
    rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n');
  const zip = zipSync({
    'Profile.csv': strToU8(
      csv([
        ['First Name', 'Last Name', 'Headline', 'Summary', 'Geo Location', 'Websites'],
        [
          'Kari',
          'Nordmann',
          'Data engineer',
          'I build data pipelines people trust.',
          'Oslo',
          '[PORTFOLIO:https://kari.dev]',
        ],
      ]),
    ),
    'Education.csv': strToU8(
      csv([
        ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
        ['NTNU', '2011', '2013', '', 'Master of Science - MS', ''],
        ['NTNU', '2008', '2011', '', 'Bachelor of Science - BS', ''],
      ]),
    ),
  });

  await signIn(page, user, '/my-cv/import');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check what we found' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Use this summary on my profile' })).toBeChecked();
  await expect(page.getByText('I build data pipelines people trust.')).toBeVisible();
  const links = page.getByRole('region', { name: 'Links' });
  await expect(links.getByRole('checkbox', { name: /kari\.dev/ })).toBeChecked();
  const education = page.getByRole('region', { name: 'Education' });
  await expect(education.getByRole('checkbox', { name: /Master of Science - MS/ })).not.toBeChecked();
  await expect(education.getByText('Already on your CV')).toHaveCount(1);
  await expect(education.getByRole('checkbox', { name: /Bachelor of Science - BS/ })).toBeChecked();

  await page.getByRole('button', { name: 'Save to my CV' }).click();
  await expect(page).toHaveURL(/\/my-cv$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '1 education' })).toBeVisible();
  const educations = await callApi(hirelane, user.accessToken, 'GET', '/cv/education');
  expect((educations as unknown as { degree: string }[]).map((e) => e.degree).sort()).toEqual([
    'Bachelor of Science - BS',
    'Master of Science',
  ]);
  const profile = await callApi(hirelane, user.accessToken, 'GET', '/jobs/application/profile');
  expect(profile.summary).toBe('I build data pipelines people trust.');
  expect(profile.links).toEqual([expect.objectContaining({ url: 'https://kari.dev' })]);
});

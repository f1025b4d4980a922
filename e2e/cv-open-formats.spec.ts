import { readFile } from 'node:fs/promises';
import { callApi } from './support/api.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

test('a CV downloaded as JSON Resume is imported into another account through the review', async ({
  page,
  hirelane,
  user,
}) => {
  await callApi(hirelane, user.accessToken, 'POST', '/cv/experience', {
    title: 'Senior Developer',
    company: 'Equinor',
    startDate: '2021-03',
    isCurrent: true,
  });
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/skills/professional', {
    skills: ['TypeScript', 'SQL'],
  });

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

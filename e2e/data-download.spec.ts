import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { callApi, createJobViaApi, seedProfileWithPhoto } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('the account menu leads to "Download my data": one zip with jobs.csv and no sessions', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await createJobViaApi(hirelane, user.accessToken, {
    position: 'Produktdesigner',
    company: 'Fjord & Sønn AS',
  });
  await signIn(page, user);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Download my data' }).click();
  await expect(page).toHaveURL(/\/account\/data$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await shot('data-page');

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hirelane-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(zip)).not.toContain('data/refresh_tokens.json');
  const csv = new TextDecoder().decode(zip['jobs.csv']);
  expect(csv.split('\r\n')[1]).toMatch(/^Produktdesigner,Fjord & Sønn AS,/);
});

test("the zip names each file with its type and gives the interview in UTC and on the user's clocks", async ({
  page,
  hirelane,
  user,
}) => {
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Utvikler',
    company: 'Fjord',
  });
  await callApi(hirelane, user.accessToken, 'PUT', `/jobs/${jobId}/nextInterview`, {
    nextInterviewDate: '2026-12-03T09:30:00.000Z',
  });
  await callApi(hirelane, user.accessToken, 'PUT', '/reminders/settings', {
    staleEnabled: false,
    staleDays: 7,
    interviewEnabled: true,
    timeZone: 'Europe/Oslo',
  });
  await seedProfileWithPhoto(hirelane, user.accessToken);
  await signIn(page, user, '/account/data');

  const downloading = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Download my data' }).click();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await downloading).path())));
  const photos = Object.keys(zip).filter((name) => name.startsWith('files/profile-images/'));
  expect(photos).toHaveLength(1);
  expect(photos[0]).toMatch(/\.(jpg|png|webp)$/);
  const [header, row] = new TextDecoder()
    .decode(zip['jobs.csv'])
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(','));
  const cell = (title: string) => row?.[header?.indexOf(title) ?? -1];
  expect(cell('Next interview (UTC)')).toBe('2026-12-03 09:30');
  expect(cell('Next interview (Europe/Oslo time)')).toBe('2026-12-03 10:30');
});

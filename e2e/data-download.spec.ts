import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { createJobViaApi } from './support/api.ts';
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

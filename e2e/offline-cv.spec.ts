import { callApi } from './support/api.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import {
  expectStored,
  keptOfflineThenSynced,
  openAt,
  savedEntries,
  signInControlled,
  syncedOnceOnline,
  WAITING,
} from './support/offline.ts';
import type { SeededUser } from './support/seed-user.ts';
import { enterTags, submitDialog } from './support/ui.ts';

const CERTIFICATE = { name: 'Barista Level 2', issuer: 'Specialty Coffee Association' };

/** A section of the CV builder, by its heading. */
const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true }).first();

/** Opens My CV signed in, controlled by the service worker, once `keys` are kept for offline reading. */
const openCvForOffline = async (page: Page, user: SeededUser, keys: string[]) => {
  await signInControlled(page, user, '/my-cv', 'My CV');
  for (const key of keys) await expectStored(page, key);
};

test('skills and languages changed offline are kept over a reload and sent when back online', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/skills/professional', { skills: ['Latte art'] });
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/languages', {
    languages: [{ language: 'Norwegian', level: 5 }],
  });
  await openCvForOffline(page, user, ['"cv","skills","professional"', '"cv","languages"']);
  const skills = section(page, 'Professional skills');
  const languages = section(page, 'Languages');

  await context.setOffline(true);
  await skills.getByRole('button', { name: 'Edit skills' }).click();
  const skillsDialog = page.getByRole('dialog', { name: 'Professional skills' });
  await enterTags(skillsDialog.getByRole('combobox', { name: 'Professional skills' }), ['Espresso']);
  await submitDialog(skillsDialog);
  await expect(skills.getByText('Espresso')).toBeVisible();
  await expect(skills.getByText(WAITING)).toBeVisible();

  await languages.getByRole('button', { name: 'Edit languages' }).click();
  const languagesDialog = page.getByRole('dialog', { name: 'Languages' });
  await languagesDialog.getByRole('button', { name: 'Add a language' }).click();
  await languagesDialog.getByRole('combobox', { name: 'Language' }).nth(1).fill('English');
  await languagesDialog.getByRole('combobox', { name: 'Level' }).nth(1).click();
  await page.getByRole('option', { name: 'Fluent' }).click();
  await submitDialog(languagesDialog);
  await expect(languages.getByText('English')).toBeVisible();
  await expect(languages.getByText('Fluent')).toBeVisible();
  await expect(languages.getByText(WAITING)).toBeVisible();
  // Both changes are kept with the CV (saved a second after they are made).
  await expectStored(page, '"mutationKey":["cv","skills","professional","save"]');
  await expectStored(page, '"mutationKey":["cv","languages","save"]');

  await openAt(page, '/my-cv', 'My CV');
  await expect(skills.getByText('Espresso')).toBeVisible();
  await expect(skills.getByText(WAITING)).toBeVisible();
  await expect(languages.getByText('Fluent')).toBeVisible();
  await expect(languages.getByText(WAITING)).toBeVisible();

  await syncedOnceOnline(
    page,
    async () => ({
      skills: (await callApi(hirelane, user.accessToken, 'GET', '/cv/skills/professional')).skills,
      languages: (await callApi(hirelane, user.accessToken, 'GET', '/cv/languages')).languages,
    }),
    {
      skills: ['Latte art', 'Espresso'],
      languages: [
        { language: 'Norwegian', level: 5 },
        { language: 'English', level: 4 },
      ],
    },
  );
  await expect(skills.getByText('Espresso')).toBeVisible();
  await expect(languages.getByText('Fluent')).toBeVisible();
});

/** Opens the form that adds a certificate and types its name and issuer. */
const startCertificate = async (page: Page) => {
  await section(page, 'Certifications').getByRole('button', { name: 'Add a certification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add certification' });
  await dialog.getByLabel('Certificate name').fill(CERTIFICATE.name);
  await dialog.getByLabel('Issued by').fill(CERTIFICATE.issuer);
  return dialog;
};

test('a certification added offline without a file is kept over a reload and sent when back online', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  await openCvForOffline(page, user, ['"cv","certifications"']);
  const certifications = section(page, 'Certifications');

  await context.setOffline(true);
  await submitDialog(await startCertificate(page));
  const entry = certifications.getByRole('listitem').filter({ hasText: CERTIFICATE.name });
  await expect(entry.getByText(CERTIFICATE.issuer)).toBeVisible();
  await keptOfflineThenSynced(
    page,
    entry,
    '"mutationKey":["cv","certifications","save"]',
    () =>
      savedEntries(
        hirelane,
        user.accessToken,
        '/cv/certifications',
        ({ name, issuer }: { name: string; issuer: string | null }) => ({ name, issuer }),
      ),
    [CERTIFICATE],
  );
});

test('a certificate file chosen offline needs a connection, and the form keeps what was typed', async ({
  page,
  context,
  user,
}) => {
  await openCvForOffline(page, user, ['"cv","certifications"']);

  await context.setOffline(true);
  const dialog = await startCertificate(page);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Certificate file' }).click();
  // Never sent: the browser only reads its type and size.
  await (await chooser).setFiles({ name: 'level-2.png', mimeType: 'image/png', buffer: Buffer.from('scan') });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog.getByText('You are offline: this needs a connection to Hirelane.')).toBeVisible();
  await expect(dialog.getByLabel('Certificate name')).toHaveValue(CERTIFICATE.name);
  await expect(dialog.getByLabel('Issued by')).toHaveValue(CERTIFICATE.issuer);
  await expect(dialog.getByText('level-2.png')).toBeVisible();
  await expect(section(page, 'Certifications').getByText(CERTIFICATE.name)).toHaveCount(0);
});

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningApp } from './support/app-server.ts';
import { expect, type Page, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  const form = page.locator('main');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
};

/** A call of the owner's API with the bearer token, failing loudly on an unexpected answer. */
const api = async (app: RunningApp, token: string, method: string, url: string, body?: unknown) => {
  const response = await fetch(`${app.url}/api${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/** A CV worth sharing: two jobs, an education, skills and languages. */
const seedCv = async (app: RunningApp, token: string) => {
  await api(app, token, 'POST', '/cv/experience', {
    title: 'Senior product designer',
    company: 'Fjordbyte',
    location: 'Oslo',
    employmentType: 'full-time',
    startDate: '2021-03',
    isCurrent: true,
    description: 'Leads design for the booking app.\nRuns user research every sprint.',
  });
  await api(app, token, 'POST', '/cv/experience', {
    title: 'Interaction designer',
    company: 'Nordlys Studio',
    startDate: '2017-08',
    endDate: '2021-02',
  });
  await api(app, token, 'POST', '/cv/education', {
    school: 'NTNU',
    degree: 'Master of Science',
    field: 'Interaction design',
    startDate: '2015-08',
    endDate: '2017-06',
  });
  await api(app, token, 'PUT', '/cv/skills/professional', { skills: ['Figma', 'User research'] });
  await api(app, token, 'PUT', '/cv/languages', {
    languages: [
      { language: 'Norwegian', level: 5 },
      { language: 'English', level: 4 },
    ],
  });
};

/** A full-page screenshot of a page of another context, kept with the test like `shot`. */
const shotOf = async (target: Page, name: string) => {
  const file = test.info().outputPath(`${name}.png`);
  await target.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
};

test('share a CV by link, open it signed out, download the PDF, see an expired link, and a public profile', async ({
  page,
  browser,
  hirelane,
  shot,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const user = await seedUser(hirelane, uniqueEmail('sharing'));
  await seedCv(hirelane, user.accessToken);
  await signIn(page, user.email, user.password);

  // My CV → "Share CV": the guide, an empty list that invites the first link.
  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page).toHaveURL(/\/my-cv$/);
  const cvTabs = page.getByRole('navigation', { name: 'My CV sections' });
  await cvTabs.getByRole('link', { name: 'Share CV' }).click();
  await expect(page).toHaveURL(/\/my-cv\/sharing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your CV' })).toBeVisible();
  await expect(cvTabs.getByRole('link', { name: 'Share CV' })).toHaveAttribute('aria-current', 'page');
  const guide = page.getByRole('region', { name: 'How share links work' });
  await expect(guide).toBeVisible();
  await expect(page.getByText('Create a link to send your CV to an employer')).toBeVisible();
  await shot('sharing-empty');
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hideShareableCvHelpGuide'))).toBe('true');

  // The owner's own PDF.
  const [ownPdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my CV as PDF' }).click(),
  ]);
  expect(ownPdf.suggestedFilename()).toBe('Kari-Nordmann-CV.pdf');

  // Create a link: the title is required.
  await page.getByRole('button', { name: 'Create your first link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a share link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Give the link a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('For Equinor');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Link created')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'For Equinor' }) });
  await expect(card.getByText(/Never expires · 0 views · Created/)).toBeVisible();
  await shot('sharing-link-created');
  const publicUrl = await card
    .getByRole('link', { name: 'Open the link “For Equinor”' })
    .getAttribute('href');
  expect(publicUrl).toMatch(/\/public-cv\/[A-Za-z0-9_-]{32,}$/);
  if (!publicUrl) throw new Error('no public URL');

  // A visitor who is not signed in opens the link.
  const visitor = await browser.newContext({ acceptDownloads: true });
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await visitorPage.goto(publicUrl);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
  await expect(visitorPage).toHaveTitle('Kari Nordmann');
  await expect(visitorPage.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(visitorPage.getByRole('link', { name: 'Hirelane' })).toBeVisible();
  await expect(visitorPage.getByText('Shared CV · For Equinor')).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  await expect(visitorPage.getByText('Senior product designer at Fjordbyte')).toBeVisible();
  await expect(visitorPage.getByText('Mar 2021 – Present · Full-time · Oslo')).toBeVisible();
  await expect(visitorPage.getByText('Aug 2017 – Feb 2021')).toBeVisible();
  await expect(visitorPage.getByText('Master of Science, Interaction design')).toBeVisible();
  await expect(visitorPage.getByText('User research', { exact: true })).toBeVisible();
  await expect(visitorPage.getByText('– Native')).toBeVisible();
  await shotOf(visitorPage, 'public-cv-en');

  // In the visitor's language.
  const languageSwitch = visitorPage.getByRole('radiogroup', { name: /^(Language|Språk)$/ });
  await languageSwitch.getByText('Norsk').click();
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Arbeidserfaring' })).toBeVisible();
  await expect(visitorPage.getByText('Senior product designer hos Fjordbyte')).toBeVisible();
  await expect(visitorPage.getByText(/^mar(s|\.) 2021 – nå · Heltid · Oslo$/)).toBeVisible();
  await expect(visitorPage.getByText('– Morsmål')).toBeVisible();
  await shotOf(visitorPage, 'public-cv-no');
  await languageSwitch.getByText('English').click();
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();

  // The PDF, named after the owner.
  const [download] = await Promise.all([
    visitorPage.waitForEvent('download'),
    visitorPage.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-CV\.pdf$/);
  expect(download.suggestedFilename()).toBe('Kari-Nordmann-CV.pdf');
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The owner sees the view.
  await page.reload();
  await expect(card.getByText(/Never expires · 1 view · Created/)).toBeVisible();

  // A link whose last day has passed: made today through the API, then aged in the database
  // (the server's clock cannot be moved from here).
  const today = new Date().toISOString().slice(0, 10);
  const old = await api(hirelane, user.accessToken, 'POST', '/cv/shareable', {
    title: 'Old application',
    expiryDate: today,
  });
  const database = new Database(path.join(hirelane.dataDir, 'hirelane.db'));
  try {
    database.prepare("update shareable_cvs set expiry_date = '2000-01-01' where id = ?").run(old.sharedCvId);
  } finally {
    database.close();
  }
  await visitorPage.goto(String(old.publicUrl));
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await shotOf(visitorPage, 'public-cv-expired');
  await page.reload();
  const oldCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Old application' }) });
  await expect(oldCard.getByText('Expired', { exact: true })).toBeVisible();
  await expect(oldCard.getByText(/Expired after 1 Jan 2000/)).toBeVisible();
  await shot('sharing-with-expired-link');

  // A deleted link is gone at once.
  await oldCard.getByRole('button', { name: 'Delete the link “Old application”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this link?' });
  await confirm.getByRole('button', { name: 'Delete link' }).click();
  await expect(oldCard).toHaveCount(0);
  await visitorPage.goto(String(old.publicUrl));
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'We could not find this CV' }),
  ).toBeVisible();

  // Someone else holds a handle already.
  const other = await seedUser(hirelane, uniqueEmail('sharing-other'));
  await api(hirelane, other.accessToken, 'PUT', '/cv/public-profile', {
    handle: 'taken-handle',
    isVisible: true,
  });

  // The public profile editor: the help modal once, then a handle checked live.
  await page.getByRole('tab', { name: 'Public profile' }).click();
  await expect(page).toHaveURL(/\/my-cv\/sharing\?tab=profile$/);
  const help = page.getByRole('dialog', { name: 'Your public profile' });
  await expect(help).toBeVisible();
  await shot('public-profile-help');
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hidePublicProfileHelpModal'))).toBe('true');
  await expect
    .poll(async () => (await api(hirelane, user.accessToken, 'GET', '/guides')).publicProfile)
    .toBe(true);

  const handleField = page.getByRole('textbox', { name: 'Handle' });
  await handleField.fill('admin');
  await expect(page.getByText('This handle is reserved. Try another one.')).toBeVisible();
  await handleField.fill('taken-handle');
  await expect(page.getByText('This handle is taken. Try another one.')).toBeVisible();
  const handle = `kari-${Date.now().toString(36)}`;
  await handleField.fill(handle.toUpperCase());
  await expect(handleField).toHaveValue(handle);
  await expect(page.getByText(`“${handle}” is available.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Headline' }).fill('Product designer in Oslo');
  await page
    .getByRole('textbox', { name: 'About you' })
    .fill('I design calm, clear services with the people who use them.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('UX design');
  await tags.press('Enter');
  await tags.fill('Oslo');
  await tags.press('Enter');
  await page.getByRole('checkbox', { name: 'Education' }).uncheck();
  await page.getByRole('switch', { name: 'Show my public profile' }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Public profile saved')).toBeVisible();
  await expect(page.getByText('Your public profile is live')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/u/${handle}$`) })).toBeVisible();
  await expect(page.getByText('This is your handle.')).toBeVisible();
  await shot('public-profile-saved');

  // The profile, signed out.
  await visitorPage.goto(`${hirelane.url}/u/${handle}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
  await expect(visitorPage).toHaveTitle('Kari Nordmann');
  await expect(visitorPage.getByText('Product designer in Oslo')).toBeVisible();
  await expect(visitorPage.getByText('I design calm, clear services')).toBeVisible();
  const tagList = visitorPage.getByRole('list', { name: 'Tags' });
  await expect(tagList.getByRole('listitem')).toHaveText(['UX design', 'Oslo']);
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Languages' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 2, name: 'Education' })).toHaveCount(0);
  await expect(visitorPage.getByText('NTNU')).toHaveCount(0);
  await shotOf(visitorPage, 'public-profile');

  // An unknown handle is a friendly not-found.
  await visitorPage.goto(`${hirelane.url}/u/nobody-has-this`);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'We could not find this profile' }),
  ).toBeVisible();
  await visitor.close();
});

import fs from 'node:fs';
import path from 'node:path';
import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import type { Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import { callApi, seedProfileWithPhoto } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { FJORDBYTE_JOB, seedEducationAndSkills } from './support/cv-seed.ts';
import { expect, type Page, shotOf, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';
import { startFirstShareLink } from './support/share-link.ts';
import { signIn } from './support/sign-in.ts';
import { enterTags, newVisitorPage, openAsVisitor, submitDialog } from './support/ui.ts';

/** A CV worth sharing: two jobs, an education, skills and languages. */
const seedCv = async (app: RunningApp, token: string) => {
  await callApi(app, token, 'POST', '/cv/experience', {
    ...FJORDBYTE_JOB,
    employmentType: 'full-time',
    description: 'Leads design for the booking app.\nRuns user research every sprint.',
  });
  await callApi(app, token, 'POST', '/cv/experience', {
    title: 'Interaction designer',
    company: 'Nordlys Studio',
    startDate: '2017-08',
    endDate: '2021-02',
  });
  await seedEducationAndSkills(app, token);
  await callApi(app, token, 'PUT', '/cv/languages', {
    languages: [
      { language: 'Norwegian', level: 5 },
      { language: 'English', level: 4 },
    ],
  });
};

/** The profile's contact details and a photo (a teal square), as a user fills them in. */
type ShareLink = { sharedCvId: string; publicUrl: string };

const createLinkViaApi = async (app: RunningApp, token: string, title: string, expiryDate?: string) =>
  (await callApi(app, token, 'POST', '/cv/shareable', {
    title,
    ...(expiryDate ? { expiryDate } : {}),
  })) as unknown as ShareLink;

/** The sharing screen, signed in. */
const openSharing = async (page: Page, user: { email: string; password: string }, tab = '') => {
  await signIn(page, user, `/my-cv/sharing${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your CV' })).toBeVisible();
};

/** The card of one share link, by its title. */
const linkCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const LONG = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/**
 * The 15th of next month: as the calendar names it ("15 December 2026"), as a card writes it
 * ("15 Dec 2026"), and as a date field shows and takes it ("15/12/2026").
 */
const fifteenthOfNextMonth = () => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 15));
  return {
    day: LONG(date),
    written: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
    typed: new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  };
};

/** The link's last day field: typed and shown as British English writes days. */
const lastDayField = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Last day (optional)' });

/** Chooses the 15th of next month as the link's last day in the calendar under the field. */
const pickLastDay = async (page: Page, dialog: Locator) => {
  await lastDayField(dialog).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: fifteenthOfNextMonth().day }).click();
  await expect(lastDayField(dialog)).toHaveValue(fifteenthOfNextMonth().typed);
};

test("the sharing tab: a list that invites the first link, and the owner's PDF", async ({
  page,
  user,
  shot,
}) => {
  await signIn(page, user);
  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page).toHaveURL(/\/my-cv$/);
  const cvTabs = page.getByRole('navigation', { name: 'My CV sections' });
  await cvTabs.getByRole('link', { name: 'Share CV' }).click();
  await expect(page).toHaveURL(/\/my-cv\/sharing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your CV' })).toBeVisible();
  await expect(cvTabs.getByRole('link', { name: 'Share CV' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Create a link to send your CV to an employer')).toBeVisible();
  await shot('sharing-empty');

  const [ownPdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my CV as PDF' }).click(),
  ]);
  expect(ownPdf.suggestedFilename()).toBe('Kari-Nordmann-CV.pdf');
});

test('create a link with a title and a last day, then copy it and open it', async ({
  page,
  context,
  clipboardText,
  hirelane,
  user,
  shot,
}) => {
  await seedCv(hirelane, user.accessToken);
  await openSharing(page, user);

  await page.getByRole('button', { name: 'Create your first link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a share link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Give the link a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('For Equinor');
  await pickLastDay(page, dialog);
  const lastDay = fifteenthOfNextMonth().written;
  await shot('create-link-form');
  await submitDialog(dialog, 'Create link');
  await expect(page.getByText('Link created')).toBeVisible();
  const card = linkCard(page, 'For Equinor');
  await expect(card.getByText(`Works until ${lastDay} · 0 views · Created`)).toBeVisible();
  await shot('sharing-link-created');
  const publicUrl = await card
    .getByRole('link', { name: 'Open the link “For Equinor”' })
    .getAttribute('href');
  expect(publicUrl).toMatch(/\/public-cv\/[A-Za-z0-9_-]{32,}$/);

  await card.getByRole('button', { name: 'Copy link “For Equinor”' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await clipboardText()).toBe(publicUrl);

  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: 'Open the link “For Equinor”' }).click(),
  ]);
  await expect(opened).toHaveURL(publicUrl ?? '');
  await expect(opened.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
  await expect(opened.getByText('Shared CV · For Equinor')).toBeVisible();
});

test('a visitor opens a link signed out, in either language, and downloads the PDF; the owner sees the view', async ({
  page,
  browser,
  hirelane,
  user,
}) => {
  await seedCv(hirelane, user.accessToken);
  const link = await createLinkViaApi(hirelane, user.accessToken, 'For Equinor');
  await openSharing(page, user);
  const card = linkCard(page, 'For Equinor');
  await expect(card.getByText(/Never expires · 0 views · Created/)).toBeVisible();

  const visitor = await newVisitorPage(browser);
  await test.step('the CV, in English', async () => {
    await visitor.goto(link.publicUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
    await expect(visitor).toHaveTitle('Kari Nordmann');
    await expect(visitor.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Hirelane' })).toBeVisible();
    await expect(visitor.getByText('Shared CV · For Equinor')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 3, name: 'Senior product designer' })).toBeVisible();
    await expect(visitor.getByText('Fjordbyte, Oslo')).toBeVisible();
    await expect(visitor.getByText('Mar 2021 – Present')).toBeVisible();
    await expect(visitor.getByText('Aug 2017 – Feb 2021')).toBeVisible();
    await expect(visitor.getByText('Master of Science, Interaction design')).toBeVisible();
    await expect(visitor.getByText('User research', { exact: true })).toBeVisible();
    await expect(visitor.getByText('Norwegian (Native)')).toBeVisible();
    await shotOf(visitor, 'public-cv-en');
  });

  await test.step("in the visitor's language", async () => {
    // The page is plain HTML: each language is a link to it (remembered for the next page).
    const languageSwitch = visitor.getByRole('navigation', { name: /^(Language|Språk)$/ });
    await languageSwitch.getByRole('link', { name: 'Norsk' }).click();
    await expect(visitor.getByText('Delt CV · For Equinor')).toBeVisible();
    // The CV itself stays in its own language (its owner's choice), whatever the visitor reads.
    await expect(visitor.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
    await expect(visitor.getByText('Norwegian (Native)')).toBeVisible();
    await shotOf(visitor, 'public-cv-no');
    await languageSwitch.getByRole('link', { name: 'English' }).click();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  });

  await test.step('the PDF, named after the owner', async () => {
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Kari-Nordmann-CV.pdf');
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });
  await visitor.context().close();

  await page.reload();
  await expect(card.getByText(/Never expires · 1 view · Created/)).toBeVisible();
});

test('edit a link: a new title and a last day', async ({ page, hirelane, user }) => {
  await createLinkViaApi(hirelane, user.accessToken, 'Draft');
  await openSharing(page, user);
  await linkCard(page, 'Draft').getByRole('button', { name: 'Edit the link “Draft”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit share link' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Draft');
  await dialog.getByLabel('Title').fill('For Statkraft');
  // Typed the way the field shows days; a text that is no day is refused in those words.
  await lastDayField(dialog).fill('31.02.2030');
  await dialog.getByLabel('Title').click();
  await expect(dialog.getByText('Use a date like 31/05/1990')).toBeVisible();
  await lastDayField(dialog).fill(fifteenthOfNextMonth().typed);
  await dialog.getByLabel('Title').click();
  await expect(dialog.getByText('Use a date like 31/05/1990')).toHaveCount(0);
  await expect(lastDayField(dialog)).toHaveValue(fifteenthOfNextMonth().typed);
  await submitDialog(dialog);
  await expect(page.getByText('Link saved')).toBeVisible();
  const card = linkCard(page, 'For Statkraft');
  await expect(card.getByText(`Works until ${fifteenthOfNextMonth().written} · 0 views`)).toBeVisible();
  await expect(linkCard(page, 'Draft')).toHaveCount(0);

  await page.reload();
  await expect(card.getByText(`Works until ${fifteenthOfNextMonth().written}`)).toBeVisible();
});

test('an expired link says so, to the visitor and to the owner', async ({
  page,
  browser,
  hirelane,
  user,
  shot,
}) => {
  // Made today through the API, then aged in the database (the server's clock cannot be moved from here).
  const link = await createLinkViaApi(
    hirelane,
    user.accessToken,
    'Old application',
    new Date().toISOString().slice(0, 10),
  );
  const database = new Database(path.join(hirelane.dataDir, 'hirelane.db'));
  try {
    database.prepare("update shareable_cvs set expiry_date = '2000-01-01' where id = ?").run(link.sharedCvId);
  } finally {
    database.close();
  }

  const visitor = await openAsVisitor(browser, link.publicUrl, 'This link has expired');
  await expect(visitor.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await shotOf(visitor, 'public-cv-expired');
  await visitor.context().close();

  await openSharing(page, user);
  const card = linkCard(page, 'Old application');
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card.getByText(/Expired after 1 Jan 2000/)).toBeVisible();
  await shot('sharing-with-expired-link');
});

test('deleting a link asks first, and then the link stops working at once', async ({
  page,
  browser,
  hirelane,
  user,
}) => {
  const link = await createLinkViaApi(hirelane, user.accessToken, 'For Equinor');
  await openSharing(page, user);
  const card = linkCard(page, 'For Equinor');
  const confirm = page.getByRole('dialog', { name: 'Delete this link?' });

  await card.getByRole('button', { name: 'Delete the link “For Equinor”' }).click();
  await expect(confirm.getByText('“For Equinor” stops working at once.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete the link “For Equinor”' }).click();
  await confirm.getByRole('button', { name: 'Delete link' }).click();
  await expect(page.getByText('Link deleted – it no longer works')).toBeVisible();
  await expect(card).toHaveCount(0);

  const visitor = await openAsVisitor(browser, link.publicUrl, 'We could not find this CV');
  await visitor.context().close();
});

test.describe('the public profile editor', () => {
  test('checks the handle as it is typed', async ({ page, hirelane, user, shot }) => {
    const other = await seedUser(hirelane, uniqueEmail('sharing-other'));
    const taken = `taken-${Date.now().toString(36)}`;
    await callApi(hirelane, other.accessToken, 'PUT', '/cv/public-profile', {
      handle: taken,
      isVisible: true,
    });
    await openSharing(page, user);

    await page.getByRole('tab', { name: 'Public profile' }).click();
    await expect(page).toHaveURL(/\/my-cv\/sharing\?tab=profile$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const handleField = page.getByRole('textbox', { name: 'Handle' });
    await handleField.fill('ab');
    await expect(page.getByText('Use at least 3 characters.')).toBeVisible();
    await handleField.fill('admin');
    await expect(page.getByText('This handle is reserved. Try another one.')).toBeVisible();
    await handleField.fill(taken);
    await expect(page.getByText('This handle is taken. Try another one.')).toBeVisible();
    const handle = `kari-${Date.now().toString(36)}`;
    await handleField.fill(handle.toUpperCase());
    await expect(handleField).toHaveValue(handle);
    await expect(page.getByText(`“${handle}” is available.`)).toBeVisible();
    await shot('handle-available');
  });
});

test.describe('a public profile', () => {
  /** The profile's about text and tags, as the owner writes them. */
  const ABOUT = 'I design calm, clear services with the people who use them.';
  const TAGS = ['UX design', 'Oslo'];

  test('the editor shows the one headline, and offers photo and links but not the e-mail', async ({
    page,
    hirelane,
    user,
  }) => {
    await seedProfileWithPhoto(hirelane, user.accessToken);
    await openSharing(page, user, '?tab=profile');
    // One headline: the profile's, shown here with the way to change it.
    await expect(page.getByRole('textbox', { name: 'Headline' })).toHaveCount(0);
    await expect(page.getByText('Product designer in Oslo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit in your profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    // Photo and links by default; the e-mail and the phone left off.
    await expect(page.getByRole('checkbox', { name: 'Show photo' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Show links' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Show e-mail' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Show phone' })).not.toBeChecked();
  });

  test('saved with chosen details, tags and sections, it is live', async ({ page, hirelane, user, shot }) => {
    await seedCv(hirelane, user.accessToken);
    await seedProfileWithPhoto(hirelane, user.accessToken);
    await openSharing(page, user, '?tab=profile');
    const handle = `kari-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Handle' }).fill(handle);
    await expect(page.getByText(`“${handle}” is available.`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show phone' }).check();
    await page.getByRole('checkbox', { name: 'Show links' }).uncheck();
    await page.getByRole('textbox', { name: 'About you' }).fill(ABOUT);
    await enterTags(page.getByRole('combobox', { name: 'Tags' }), TAGS);
    await page.getByRole('checkbox', { name: 'Education' }).uncheck();
    await page.getByRole('switch', { name: 'Show my public profile' }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Public profile saved')).toBeVisible();
    await expect(page.getByText('Your public profile is live')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`/u/${handle}$`) })).toBeVisible();
    await expect(page.getByText('This is your handle.')).toBeVisible();
    await shot('public-profile-saved');
    // What a visitor sees follows from these settings (the next test starts from them).
    const saved = await callApi(hirelane, user.accessToken, 'GET', '/cv/public-profile');
    expect(saved).toMatchObject({ handle, bio: ABOUT, isVisible: true, tags: TAGS });
    expect([...(saved.contactFields as string[])].sort()).toEqual(['phone', 'photo']);
    expect(saved.sections).not.toContain('education');
  });

  test('a visitor sees the chosen sections and contact details', async ({ browser, hirelane, user }) => {
    await seedCv(hirelane, user.accessToken);
    await seedProfileWithPhoto(hirelane, user.accessToken);
    const handle = `kari-${Date.now().toString(36)}`;
    await callApi(hirelane, user.accessToken, 'PUT', '/cv/public-profile', {
      handle,
      bio: ABOUT,
      isVisible: true,
      sections: CV_SECTION_KEYS.filter((section) => section !== 'education'),
      contactFields: ['photo', 'phone'],
    });
    await callApi(hirelane, user.accessToken, 'PUT', '/cv/public-profile/tags', { tags: TAGS });

    const visitor = await openAsVisitor(browser, `${hirelane.url}/u/${handle}`, 'Kari Nordmann');
    await expect(visitor).toHaveTitle('Kari Nordmann');
    // The page's own header, then the CV's (a level down) say who it is.
    await expect(visitor.getByText('Product designer in Oslo')).toHaveCount(2);
    await expect(visitor.getByText('I design calm, clear services')).toBeVisible();
    await expect(visitor.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(TAGS);
    await expect(visitor.getByRole('heading', { level: 3, name: 'Experience' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 3, name: 'Languages' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Education' })).toHaveCount(0);
    await expect(visitor.getByText('NTNU')).toHaveCount(0);
    const contact = visitor.getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: '+47 912 34 567' })).toHaveAttribute(
      'href',
      'tel:+4791234567',
    );
    await expect(contact.getByRole('link')).toHaveCount(1);
    await expect(visitor.getByText('kari.jobb@example.test')).toHaveCount(0);
    const photo = visitor.getByRole('img', { name: 'Photo of Kari Nordmann' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await shotOf(visitor, 'public-profile');
    await visitor.context().close();
  });

  test('an unknown handle is a friendly not-found', async ({ browser, hirelane }) => {
    const visitor = await openAsVisitor(
      browser,
      `${hirelane.url}/u/nobody-has-this`,
      'We could not find this profile',
    );
    await visitor.context().close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a share link shows e-mail and phone unless its owner unticks them, on screen and in the PDF', async ({
    page,
    browser,
    hirelane,
    user,
    shot,
  }) => {
    await seedCv(hirelane, user.accessToken);
    await seedProfileWithPhoto(hirelane, user.accessToken);
    await openSharing(page, user);
    const dialog = await startFirstShareLink(page, 'For Equinor');
    await expect(dialog.getByRole('checkbox', { name: 'Show photo' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Show links' })).toBeChecked();
    // Made to be answered: e-mail and phone ticked, for the owner to untick.
    await expect(dialog.getByRole('checkbox', { name: 'Show e-mail' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Show phone' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Show phone' }).uncheck();
    await shot('create-link-contact-choice');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Link created')).toBeVisible();
    const publicUrl = await linkCard(page, 'For Equinor')
      .getByRole('link', { name: 'Open the link “For Equinor”' })
      .getAttribute('href');

    const visitor = await newVisitorPage(browser);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto(publicUrl ?? '');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
    await expect(visitor.getByText('Product designer in Oslo')).toBeVisible();
    const photo = visitor.getByRole('img', { name: 'Photo of Kari Nordmann' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const contact = visitor.getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'kari.jobb@example.test' })).toHaveAttribute(
      'href',
      'mailto:kari.jobb@example.test',
    );
    await expect(contact.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      'https://kari.example/work',
    );
    await expect(visitor.getByText('+47 912 34 567')).toHaveCount(0);
    await shotOf(visitor, 'public-cv-phone');

    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const pdf = fs.readFileSync(await download.path()).toString('latin1');
    // The photo is drawn in the PDF too.
    expect(pdf).toContain('/Subtype /Image');
    await visitor.context().close();
  });
});

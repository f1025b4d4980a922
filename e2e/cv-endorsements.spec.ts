import type { Locator } from '@playwright/test';
import { callApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expect, type Page, shotOf, test, uniqueEmail } from './support/fixtures.ts';
import { pdfTextOf } from './support/pdf-text.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';
import { enterTags, openAsVisitor, submitDialog } from './support/ui.ts';

// A 1×1 PNG: a real image, so the server's content check accepts it as a certificate scan.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const REQUEST_MESSAGE = 'Would you write a few words about our work on the portal?';
const ENDORSEMENT_TEXT =
  'Kari led our design research for two years. She listens first, then ships clear and calm interfaces.';
/** The endorsement's first words, which stay on one line of the PDF. */
const ENDORSEMENT_START = 'Kari led our design research';
/** Indexes into the contract's list of endorser relationships. */
const DIRECT_MANAGER = 1;
const COLLEAGUE = 3;
const MENTOR = 6;

/** In a date field (a group of a month and a year select), chooses the month and the year. */
const pickMonth = async (scope: Locator, label: string, year: number, month: string) => {
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('combobox', { name: 'Month' }).selectOption({ label: month });
  await field.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
};

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true }).first();
/**
 * What the CV page's preview shows: it draws the CV's own PDF as images, so its text is read from
 * the PDF it fetched last. Start it before the page opens; poll it, as the preview redraws a moment
 * after each change.
 */
const previewText = (page: Page): (() => Promise<string>) => {
  let latest: Promise<string> = Promise.resolve('');
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/cv/pdf' || !response.ok()) return;
    const text = response.body().then((body) => pdfTextOf(new Uint8Array(body)));
    // A preview that arrives as the test ends has its body cut off; only an awaited one may fail it.
    text.catch(() => undefined);
    latest = text;
  });
  return () => latest;
};
const PREVIEW_WAIT = { timeout: 30_000 };

/** My CV, signed in. */
const openMyCv = async (page: Page, user: SeededUser) => {
  await signIn(page, user, '/my-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
};

/** My CV, signed in, with the text of its preview to poll (watched from the page's first load). */
const openMyCvWithPreview = async (page: Page, user: SeededUser): Promise<() => Promise<string>> => {
  const preview = previewText(page);
  await openMyCv(page, user);
  return preview;
};

/** The personal link of the newest invitation to `to`. */
const linkFromMail = async (app: RunningApp, to: string, sinceCount: number) => {
  const mail = await app.inbox.waitFor(to, { sinceCount });
  const link = /https?:\/\/\S+\/endorsement\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No endorsement link in: ${mail.text}`);
  return link;
};

/** Asks for an endorsement through the API; returns the endorser's personal link from the mail. */
const requestEndorsementViaApi = async (
  app: RunningApp,
  user: SeededUser,
  endorserName: string,
  relationship: number,
  message = '',
) => {
  const endorserEmail = uniqueEmail(endorserName.toLowerCase().replace(' ', '-'));
  const before = app.inbox.mails.length;
  await callApi(app, user.accessToken, 'POST', '/cv/endorsement/requests', {
    endorserName,
    endorserEmail,
    relationship,
    message,
  });
  return linkFromMail(app, endorserEmail, before);
};

/** Asks Ola Nordmann for an endorsement and writes it as him, through the API, as his link's page does. */
const seedWrittenEndorsement = async (app: RunningApp, user: SeededUser) => {
  const link = await requestEndorsementViaApi(app, user, 'Ola Nordmann', COLLEAGUE);
  const written = await fetch(`${app.url}/api/cv/public/endorsement`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      requestId: new URL(link).pathname.split('/').pop(),
      endorserName: 'Ola Nordmann',
      endorserTitle: 'Head of Design, Nordlys Energi',
      relationship: COLLEAGUE,
      text: ENDORSEMENT_TEXT,
    }),
  });
  expect(written.status, await written.text()).toBeLessThan(300);
};

test('an empty CV says so, and shows no guide to a user who closed them', async ({ page, user, shot }) => {
  const guides = page.waitForResponse((response) => response.url().endsWith('/api/guides'));
  await signIn(page, user);
  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page).toHaveURL(/\/my-cv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
  await expect(page.getByText('Your CV is empty so far.', { exact: false })).toBeVisible();
  await shot('my-cv-empty');
  // The seeded user closed every guide through the API, as another device does.
  expect((await (await guides).json()).state).toBe('off');
  await expect(page.locator('[data-first-run-step]')).toHaveCount(0);
});

test('experience: the form says what is missing; a job is added, another deleted after confirming', async ({
  page,
  user,
  shot,
}) => {
  const preview = await openMyCvWithPreview(page, user);
  const experience = section(page, 'Experience');
  await experience.getByRole('button', { name: 'Add your first job' }).click();
  let dialog = dialogNamed(page, 'Add experience');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the job title')).toBeVisible();
  await expect(dialog.getByText('Choose the start year')).toBeVisible();
  await expect(dialog.getByText('Choose when it ended, or tick “I work here now”')).toBeVisible();

  await dialog.getByLabel('Job title').fill('Product designer');
  await dialog.getByLabel('Company').fill('Nordlys Energi');
  await dialog.getByLabel('Location').fill('Bergen');
  await dialog.getByRole('combobox', { name: 'Employment type' }).click();
  await page.getByRole('option', { name: 'Full-time' }).click();
  await pickMonth(dialog, 'Start', 2021, 'March');
  await dialog.getByLabel('I work here now').check();
  await dialog
    .getByLabel('Description')
    .fill('Design research and interface design for the customer portal.');
  await shot('experience-form');
  await submitDialog(dialog);
  await expect(experience.getByText('Product designer')).toBeVisible();
  await expect(experience.getByText('Mar 2021 – Present')).toBeVisible();
  await expect.poll(preview, PREVIEW_WAIT).toContain('Product designer');
  await expect.poll(preview, PREVIEW_WAIT).toContain('Nordlys Energi');

  await experience.getByRole('button', { name: 'Add experience' }).click();
  dialog = dialogNamed(page, 'Add experience');
  await dialog.getByLabel('Job title').fill('Intern');
  await dialog.getByLabel('Company').fill('Fjord Analytics');
  await pickMonth(dialog, 'Start', 2019, 'June');
  await pickMonth(dialog, 'End', 2019, 'August');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(experience.getByText('Jun 2019 – Aug 2019')).toBeVisible();
  await experience.getByRole('button', { name: 'Delete Intern at Fjord Analytics' }).click();
  const confirm = dialogNamed(page, 'Delete this experience?');
  await expect(confirm.getByText('“Intern at Fjord Analytics” will be removed from your CV.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(experience.getByText('Intern')).toBeHidden();
  await expect(experience.getByText('Mar 2021 – Present')).toBeVisible();
});

test('education', async ({ page, user }) => {
  const preview = await openMyCvWithPreview(page, user);
  await section(page, 'Education').getByRole('button', { name: 'Add your education' }).click();
  const dialog = dialogNamed(page, 'Add education');
  await dialog.getByLabel('School').fill('NTNU');
  await dialog.getByLabel('Degree').fill('Master of Science');
  await dialog.getByLabel('Field of study').fill('Interaction design');
  await pickMonth(dialog, 'Start', 2015, 'August');
  await pickMonth(dialog, 'End', 2020, 'June');
  await submitDialog(dialog);
  await expect(section(page, 'Education').getByText('Aug 2015 – Jun 2020')).toBeVisible();
  await expect.poll(preview, PREVIEW_WAIT).toContain('NTNU');
});

test('professional and personal skills, as tags', async ({ page, user }) => {
  await openMyCv(page, user);
  await section(page, 'Professional skills').getByRole('button', { name: 'Add professional skills' }).click();
  let dialog = dialogNamed(page, 'Professional skills');
  const professional = dialog.getByRole('combobox', { name: 'Professional skills' });
  await enterTags(professional, ['Figma', 'User research']);
  await submitDialog(dialog);
  await expect(section(page, 'Professional skills').getByText('User research')).toBeVisible();

  await section(page, 'Personal skills').getByRole('button', { name: 'Add personal skills' }).click();
  dialog = dialogNamed(page, 'Personal skills');
  const personal = dialog.getByRole('combobox', { name: 'Personal skills' });
  await enterTags(personal, ['Patient, good at planning']);
  await submitDialog(dialog);
  await expect(section(page, 'Personal skills').getByText('good at planning')).toBeVisible();
});

test('languages with their levels', async ({ page, user, shot }) => {
  await openMyCv(page, user);
  await section(page, 'Languages').getByRole('button', { name: 'Add languages' }).click();
  const dialog = dialogNamed(page, 'Languages');
  await dialog.getByRole('combobox', { name: 'Language' }).first().fill('Norwegian');
  await dialog.getByRole('combobox', { name: 'Level' }).first().click();
  await page.getByRole('option', { name: 'Native' }).click();
  await dialog.getByRole('button', { name: 'Add a language' }).click();
  await dialog.getByRole('combobox', { name: 'Language' }).nth(1).fill('English');
  await dialog.getByRole('combobox', { name: 'Level' }).nth(1).click();
  await page.getByRole('option', { name: 'Fluent' }).click();
  await shot('languages-form');
  await submitDialog(dialog);
  await expect(section(page, 'Languages').getByText('Native')).toBeVisible();
  await expect(section(page, 'Languages').getByText('Fluent')).toBeVisible();
});

test('a certification with a scan, uploaded and downloaded again', async ({ page, user, shot }) => {
  await openMyCv(page, user);
  const certifications = section(page, 'Certifications');
  await certifications.getByRole('button', { name: 'Add a certification' }).click();
  const dialog = dialogNamed(page, 'Add certification');
  await dialog.getByLabel('Certificate name').fill('Certified Usability Analyst');
  await dialog.getByLabel('Issued by').fill('Human Factors International');
  await pickMonth(dialog, 'Issued', 2022, 'May');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Certificate file' }).click();
  await (await chooser).setFiles({ name: 'cua.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('cua.png')).toBeVisible();
  await submitDialog(dialog);
  await expect(certifications.getByText('Certified Usability Analyst')).toBeVisible();
  await expect(certifications.getByText('Issued May 2022')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await certifications.getByRole('button', { name: 'Download cua.png' }).click();
  expect((await downloading).suggestedFilename()).toBe('cua.png');
  await shot('my-cv-certification');
});

test('asking for an endorsement mails the endorser a personal link; the request waits', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await openMyCv(page, user);
  const endorsements = section(page, 'Endorsements');
  const endorserEmail = uniqueEmail('ola-endorser');
  const before = hirelane.inbox.mails.length;
  await endorsements.getByRole('button', { name: 'Request an endorsement' }).click();
  const dialog = dialogNamed(page, 'Request an endorsement');
  await dialog.getByLabel('Their name').fill('Ola Nordmann');
  await dialog.getByLabel('Their e-mail').fill(endorserEmail);
  // A native select: its 16 relationships, and the placeholder, which cannot be chosen.
  const relationship = dialog.getByRole('combobox', { name: 'Relationship' });
  await expect(relationship.getByRole('option', { disabled: false })).toHaveCount(16);
  await expect(relationship.getByRole('option', { name: 'Choose a relationship' })).toBeDisabled();
  await relationship.selectOption({ label: 'Direct Manager / Supervisor' });
  await dialog.getByLabel('Personal message').fill(REQUEST_MESSAGE);
  await shot('endorsement-request-form');
  await submitDialog(dialog, 'Send request');
  await expect(endorsements.getByText('Ola Nordmann')).toBeVisible();
  await expect(endorsements.getByText('Waiting for an answer')).toBeVisible();
  await linkFromMail(hirelane, endorserEmail, before);
});

test('the endorser opens the link signed out, in a browser of their own, and writes once', async ({
  browser,
  hirelane,
  user,
}) => {
  const link = await requestEndorsementViaApi(
    hirelane,
    user,
    'Ola Nordmann',
    DIRECT_MANAGER,
    REQUEST_MESSAGE,
  );
  const endorser = await openAsVisitor(browser, link, 'Kari Nordmann asks for your endorsement');
  await expect(endorser.getByText(REQUEST_MESSAGE)).toBeVisible();
  // Signed out, in the public layout: the logo and the language links, no account menu.
  const banner = endorser.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Hirelane' })).toHaveAttribute('href', '/');
  await expect(
    banner.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Norsk' }),
  ).toHaveAttribute('href', `${new URL(link).pathname}?lang=no`);
  await expect(endorser.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await expect(endorser.getByLabel('Your name')).toHaveValue('Ola Nordmann');
  await expect(
    endorser.getByRole('combobox', { name: 'Relationship' }).getByRole('option', { selected: true }),
  ).toHaveText('Direct Manager / Supervisor');
  await endorser.getByLabel('Your title').fill('Head of Design, Nordlys Energi');
  await endorser.getByRole('button', { name: 'Send endorsement' }).click();
  await expect(endorser.getByText('Write at least 20 characters')).toBeVisible();
  await endorser.getByRole('textbox', { name: /Your endorsement of Kari Nordmann/ }).fill(ENDORSEMENT_TEXT);
  await expect(endorser.getByText(`${ENDORSEMENT_TEXT.length} characters`, { exact: false })).toBeVisible();
  await shotOf(endorser, 'endorser-form');
  await endorser.getByRole('button', { name: 'Send endorsement' }).click();
  await expect(endorser.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await shotOf(endorser, 'endorser-thank-you');
  // The link is single use.
  await endorser.reload();
  await expect(
    endorser.getByRole('heading', { level: 1, name: 'This endorsement has already been written' }),
  ).toBeVisible();
  await endorser.context().close();
});

test('a written endorsement shows on the CV and in its preview, with who wrote it', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await seedWrittenEndorsement(hirelane, user);
  const preview = await openMyCvWithPreview(page, user);
  const endorsements = section(page, 'Endorsements');
  await expect(endorsements.getByText('Endorsed')).toBeVisible();
  await expect(endorsements.getByText(ENDORSEMENT_TEXT)).toBeVisible();
  await expect.poll(preview, PREVIEW_WAIT).toContain(ENDORSEMENT_START);
  await expect.poll(preview, PREVIEW_WAIT).toContain('Ola Nordmann');
  await expect.poll(preview, PREVIEW_WAIT).toContain('Head of Design');
  await shot('my-cv-endorsed');
});

test('the preview follows the visibility switch of a received endorsement', async ({
  page,
  hirelane,
  user,
}) => {
  await seedWrittenEndorsement(hirelane, user);
  const preview = await openMyCvWithPreview(page, user);
  const endorsements = section(page, 'Endorsements');
  await expect.poll(preview, PREVIEW_WAIT).toContain(ENDORSEMENT_START);

  const visibility = endorsements.getByRole('switch', {
    name: 'Show the endorsement from Ola Nordmann on my public CV',
  });
  await expect(visibility).toBeChecked();
  await visibility.click({ force: true });
  await expect(visibility).not.toBeChecked();
  await expect.poll(preview, PREVIEW_WAIT).not.toContain(ENDORSEMENT_START);
  await visibility.click({ force: true });
  await expect(visibility).toBeChecked();
  await expect.poll(preview, PREVIEW_WAIT).toContain(ENDORSEMENT_START);

  await page.reload();
  await expect(visibility).toBeChecked();
});

test('a reminder the same day is refused; a request declined from a signed-in tab carries no token', async ({
  page,
  hirelane,
  user,
}) => {
  const link = await requestEndorsementViaApi(hirelane, user, 'Per Hansen', COLLEAGUE);
  await openMyCv(page, user);
  const endorsements = section(page, 'Endorsements');
  await endorsements.getByRole('button', { name: 'Send a reminder to Per Hansen' }).click();
  await expect(page.getByText('You can send one reminder a day for each request')).toBeVisible();

  // Opened while signed in (another tab): the page is the same server form, and no call carries a token.
  const declinePage = await page.context().newPage();
  const authorised: string[] = [];
  declinePage.on('request', (request) => {
    if (request.url().includes('/api/cv/public/') && request.headers().authorization)
      authorised.push(request.url());
  });
  await declinePage.goto(link);
  await expect(
    declinePage.getByRole('heading', { level: 1, name: 'Kari Nordmann asks for your endorsement' }),
  ).toBeVisible();
  await expect(
    declinePage.getByRole('combobox', { name: 'Relationship' }).getByRole('option', { selected: true }),
  ).toHaveText('Colleague / Peer');
  await declinePage.getByRole('button', { name: 'Decline' }).click();
  // The server's page asks on a step of its own before the decline is sent.
  await expect(declinePage.getByRole('heading', { level: 1, name: 'Decline this request?' })).toBeVisible();
  await declinePage.getByRole('main').getByRole('button', { name: 'Decline' }).click();
  await expect(
    declinePage.getByRole('heading', { level: 1, name: 'Thank you for letting them know' }),
  ).toBeVisible();
  await expect(declinePage.getByLabel('Your title')).toBeHidden();
  await shotOf(declinePage, 'endorser-declined');
  await declinePage.reload();
  await expect(
    declinePage.getByRole('heading', { level: 1, name: 'This request was declined' }),
  ).toBeVisible();
  expect(authorised).toEqual([]);
  await declinePage.close();

  await page.reload();
  const perRow = endorsements.getByRole('listitem').filter({ hasText: 'Per Hansen' });
  await expect(perRow.getByText('Declined')).toBeVisible();
  await expect(perRow.getByRole('button', { name: 'Send a reminder to Per Hansen' })).toBeHidden();
});

test("a withdrawn request's link says so; an unknown link is not found", async ({
  page,
  browser,
  hirelane,
  user,
  shot,
}) => {
  const link = await requestEndorsementViaApi(hirelane, user, 'Anna Berg', MENTOR);
  await openMyCv(page, user);
  const endorsements = section(page, 'Endorsements');
  await endorsements.getByRole('button', { name: 'Withdraw the request to Anna Berg' }).click();
  await dialogNamed(page, 'Withdraw this request?').getByRole('button', { name: 'Withdraw' }).click();
  await expect(endorsements.getByText('Anna Berg')).toBeHidden();
  await shot('my-cv-withdrawn');

  const visitor = await openAsVisitor(browser, link, 'This request is no longer available');
  await visitor.goto(`${hirelane.url}/endorsement/no-such-request`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'We could not find this request' }),
  ).toBeVisible();
  await shotOf(visitor, 'endorser-unknown');
  await visitor.context().close();
});

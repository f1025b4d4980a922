import type { Locator } from '@playwright/test';
import { expect, type Page, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';

// A 1×1 PNG: a real image, so the server's content check accepts it as a certificate scan.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ENDORSEMENT_TEXT =
  'Kari led our design research for two years. She listens first, then ships clear and calm interfaces.';

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  const form = page.locator('main');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
};

/** Opens a month field, chooses the year in its year select and clicks the month. */
const pickMonth = async (page: Page, scope: Locator, label: string, year: number, month: string) => {
  await scope.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await page.getByRole('button', { name: `${month} ${year}` }).click();
  // The picker closes on choice; wait, so the next month field opens the only picker on the page.
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveCount(0);
};

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const section = (page: Page, name: string) =>
  page.locator('main').getByRole('region', { name, exact: true }).first();

/** A full-page screenshot of another page (the endorser's), kept with the test like `shot`. */
const shotOf = async (target: Page, name: string) => {
  const file = test.info().outputPath(`${name}.png`);
  await target.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
};

/** The personal link of the newest invitation to `to`. */
const linkFromMail = async (
  inbox: { waitFor: (to: string, options?: { sinceCount?: number }) => Promise<{ text: string }> },
  to: string,
  sinceCount: number,
) => {
  const mail = await inbox.waitFor(to, { sinceCount });
  const link = /https?:\/\/\S+\/endorsement\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No endorsement link in: ${mail.text}`);
  return link;
};

test('fill every CV section, get an endorsement by link, and see a declined request', async ({
  page,
  browser,
  hirelane,
  shot,
}) => {
  // One long journey with several page loads (each shows the start-up spinner of spec §2).
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const user = await seedUser(hirelane, uniqueEmail('cv-journey'));
  await signIn(page, user.email, user.password);

  await page.getByRole('link', { name: 'My CV' }).first().click();
  await expect(page).toHaveURL(/\/my-cv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
  const guide = page.getByRole('region', { name: 'Welcome to your CV' });
  await expect(guide).toBeVisible();
  await expect(page.getByText('Your CV is empty so far.', { exact: false })).toBeVisible();
  await shot('my-cv-empty');
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hideCvGuide'))).toBe('true');

  // Experience: the form explains what is missing before anything is sent.
  await section(page, 'Experience').getByRole('button', { name: 'Add your first job' }).click();
  let dialog = dialogNamed(page, 'Add experience');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the job title')).toBeVisible();
  await expect(dialog.getByText('Choose the start month')).toBeVisible();
  await expect(dialog.getByText('Choose the end month, or tick “I work here now”')).toBeVisible();
  await dialog.getByLabel('Job title').fill('Product designer');
  await dialog.getByLabel('Company').fill('Nordlys Energi');
  await dialog.getByLabel('Location').fill('Bergen');
  await dialog.getByRole('combobox', { name: 'Employment type' }).click();
  await page.getByRole('option', { name: 'Full-time' }).click();
  await pickMonth(page, dialog, 'Start', 2021, 'March');
  await dialog.getByLabel('I work here now').check();
  await dialog
    .getByLabel('Description')
    .fill('Design research and interface design for the customer portal.');
  await shot('experience-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const experience = section(page, 'Experience');
  await expect(experience.getByText('Product designer')).toBeVisible();
  await expect(experience.getByText('Mar 2021 – Present')).toBeVisible();

  // A second job, then deleted again: deleting asks first.
  await experience.getByRole('button', { name: 'Add experience' }).click();
  dialog = dialogNamed(page, 'Add experience');
  await dialog.getByLabel('Job title').fill('Intern');
  await dialog.getByLabel('Company').fill('Fjord Analytics');
  await pickMonth(page, dialog, 'Start', 2019, 'June');
  await pickMonth(page, dialog, 'End', 2019, 'August');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(experience.getByText('Jun 2019 – Aug 2019')).toBeVisible();
  await experience.getByRole('button', { name: 'Delete Intern at Fjord Analytics' }).click();
  const confirm = dialogNamed(page, 'Delete this experience?');
  await expect(confirm.getByText('“Intern at Fjord Analytics” will be removed from your CV.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(experience.getByText('Intern')).toBeHidden();

  // Education.
  await section(page, 'Education').getByRole('button', { name: 'Add your education' }).click();
  dialog = dialogNamed(page, 'Add education');
  await dialog.getByLabel('School').fill('NTNU');
  await dialog.getByLabel('Degree').fill('Master of Science');
  await dialog.getByLabel('Field of study').fill('Interaction design');
  await pickMonth(page, dialog, 'Start', 2015, 'August');
  await pickMonth(page, dialog, 'End', 2020, 'June');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Education').getByText('Aug 2015 – Jun 2020')).toBeVisible();

  // Skills: tags, whole lists.
  await section(page, 'Professional skills').getByRole('button', { name: 'Add professional skills' }).click();
  dialog = dialogNamed(page, 'Professional skills');
  const professional = dialog.getByRole('combobox', { name: 'Professional skills' });
  await professional.fill('Figma');
  await professional.press('Enter');
  await professional.fill('User research');
  await professional.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Professional skills').getByText('User research')).toBeVisible();

  await section(page, 'Personal skills').getByRole('button', { name: 'Add personal skills' }).click();
  dialog = dialogNamed(page, 'Personal skills');
  const personal = dialog.getByRole('combobox', { name: 'Personal skills' });
  await personal.fill('Patient, good at planning');
  await personal.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Personal skills').getByText('good at planning')).toBeVisible();

  // Languages with their levels.
  await section(page, 'Languages').getByRole('button', { name: 'Add languages' }).click();
  dialog = dialogNamed(page, 'Languages');
  await dialog.getByRole('combobox', { name: 'Language' }).first().fill('Norwegian');
  await dialog.getByRole('combobox', { name: 'Level' }).first().click();
  await page.getByRole('option', { name: 'Native' }).click();
  await dialog.getByRole('button', { name: 'Add a language' }).click();
  await dialog.getByRole('combobox', { name: 'Language' }).nth(1).fill('English');
  await dialog.getByRole('combobox', { name: 'Level' }).nth(1).click();
  await page.getByRole('option', { name: 'Fluent' }).click();
  await shot('languages-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Languages').getByText('Native')).toBeVisible();

  // A certification with a scan, uploaded and downloaded again.
  await section(page, 'Certifications').getByRole('button', { name: 'Add a certification' }).click();
  dialog = dialogNamed(page, 'Add certification');
  await dialog.getByLabel('Certificate name').fill('Certified Usability Analyst');
  await dialog.getByLabel('Issued by').fill('Human Factors International');
  await pickMonth(page, dialog, 'Issued', 2022, 'May');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cua.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const certifications = section(page, 'Certifications');
  await expect(certifications.getByText('Certified Usability Analyst')).toBeVisible();
  await expect(certifications.getByText('Issued May 2022')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await certifications.getByRole('button', { name: 'Download cua.png' }).click();
  expect((await downloading).suggestedFilename()).toBe('cua.png');

  const preview = page.locator('#cv-preview');
  await expect(preview.getByText('Product designer at Nordlys Energi')).toBeVisible();
  await expect(preview.getByText('NTNU')).toBeVisible();
  await shot('my-cv-filled');

  // Ask for an endorsement; the endorser gets a personal link by e-mail.
  const endorsements = section(page, 'Endorsements');
  const endorserEmail = uniqueEmail('ola-endorser');
  let mailsBefore = hirelane.inbox.mails.length;
  await endorsements.getByRole('button', { name: 'Request an endorsement' }).click();
  dialog = dialogNamed(page, 'Request an endorsement');
  await dialog.getByLabel('Their name').fill('Ola Nordmann');
  await dialog.getByLabel('Their e-mail').fill(endorserEmail);
  await dialog.getByRole('combobox', { name: 'Relationship' }).click();
  await expect(page.getByRole('option')).toHaveCount(16);
  await page.getByRole('option', { name: 'Direct Manager / Supervisor' }).click();
  await dialog
    .getByLabel('Personal message')
    .fill('Would you write a few words about our work on the portal?');
  await shot('endorsement-request-form');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(endorsements.getByText('Ola Nordmann')).toBeVisible();
  await expect(endorsements.getByText('Waiting for an answer')).toBeVisible();
  const firstLink = await linkFromMail(hirelane.inbox, endorserEmail, mailsBefore);

  // The endorser opens the link signed out, in a browser of their own.
  const endorserContext = await browser.newContext();
  await endorserContext.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const endorserPage = await endorserContext.newPage();
  await endorserPage.goto(firstLink);
  await expect(
    endorserPage.getByRole('heading', { level: 1, name: 'Kari Nordmann asks for your endorsement' }),
  ).toBeVisible();
  await expect(
    endorserPage.getByText('Would you write a few words about our work on the portal?'),
  ).toBeVisible();
  await expect(endorserPage.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(endorserPage.getByLabel('Your name')).toHaveValue('Ola Nordmann');
  await expect(endorserPage.getByRole('combobox', { name: 'Relationship' })).toHaveValue(
    'Direct Manager / Supervisor',
  );
  await endorserPage.getByLabel('Your title').fill('Head of Design, Nordlys Energi');
  await endorserPage.getByRole('button', { name: 'Send endorsement' }).click();
  await expect(endorserPage.getByText('Write at least 20 characters')).toBeVisible();
  await endorserPage
    .getByRole('textbox', { name: /Your endorsement of Kari Nordmann/ })
    .fill(ENDORSEMENT_TEXT);
  await expect(
    endorserPage.getByText(`${ENDORSEMENT_TEXT.length} characters`, { exact: false }),
  ).toBeVisible();
  await shotOf(endorserPage, 'endorser-form');
  await endorserPage.getByRole('button', { name: 'Send endorsement' }).click();
  await expect(endorserPage.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await shotOf(endorserPage, 'endorser-thank-you');
  // The link is single use.
  await endorserPage.reload();
  await expect(
    endorserPage.getByRole('heading', { level: 1, name: 'This endorsement has already been written' }),
  ).toBeVisible();
  await endorserContext.close();

  // Back on the CV: the endorsement shows, and the preview follows the visibility switch.
  await page.reload();
  await expect(endorsements.getByText('Endorsed')).toBeVisible();
  await expect(endorsements.getByText(ENDORSEMENT_TEXT)).toBeVisible();
  await expect(preview.getByText(ENDORSEMENT_TEXT)).toBeVisible();
  await expect(
    preview.getByText('— Ola Nordmann, Head of Design, Nordlys Energi', { exact: false }),
  ).toBeVisible();
  await shot('my-cv-endorsed');
  const visibility = endorsements.getByRole('switch', {
    name: 'Show the endorsement from Ola Nordmann on my public CV',
  });
  await expect(visibility).toBeChecked();
  await visibility.click({ force: true });
  await expect(visibility).not.toBeChecked();
  await expect(preview.getByText(ENDORSEMENT_TEXT)).toBeHidden();
  await visibility.click({ force: true });
  await expect(preview.getByText(ENDORSEMENT_TEXT)).toBeVisible();

  // A second request: a reminder the same day as the invitation is refused (one a day), then declined.
  const perEmail = uniqueEmail('per-endorser');
  mailsBefore = hirelane.inbox.mails.length;
  await endorsements.getByRole('button', { name: 'Request an endorsement' }).click();
  dialog = dialogNamed(page, 'Request an endorsement');
  await dialog.getByLabel('Their name').fill('Per Hansen');
  await dialog.getByLabel('Their e-mail').fill(perEmail);
  await dialog.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Colleague / Peer' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const secondLink = await linkFromMail(hirelane.inbox, perEmail, mailsBefore);
  await endorsements.getByRole('button', { name: 'Send Per Hansen a reminder' }).click();
  await expect(page.getByText('You can send one reminder a day for each request')).toBeVisible();

  // Opened while signed in (another tab): the public calls still carry no token.
  const declinePage = await page.context().newPage();
  const authorised: string[] = [];
  declinePage.on('request', (request) => {
    if (request.url().includes('/api/cv/public/') && request.headers().authorization)
      authorised.push(request.url());
  });
  await declinePage.goto(secondLink);
  await expect(
    declinePage.getByRole('heading', { level: 1, name: 'Kari Nordmann asks for your endorsement' }),
  ).toBeVisible();
  await expect(declinePage.getByRole('combobox', { name: 'Relationship' })).toHaveValue('Colleague / Peer');
  await declinePage.getByRole('button', { name: 'Decline' }).click();
  const declineDialog = declinePage.getByRole('dialog', { name: 'Decline this request?' });
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
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
  await expect(perRow.getByRole('button', { name: 'Send Per Hansen a reminder' })).toBeHidden();

  // A third request, withdrawn: its link then says so.
  const annaEmail = uniqueEmail('anna-endorser');
  mailsBefore = hirelane.inbox.mails.length;
  await endorsements.getByRole('button', { name: 'Request an endorsement' }).click();
  dialog = dialogNamed(page, 'Request an endorsement');
  await dialog.getByLabel('Their name').fill('Anna Berg');
  await dialog.getByLabel('Their e-mail').fill(annaEmail);
  await dialog.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Mentor', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const thirdLink = await linkFromMail(hirelane.inbox, annaEmail, mailsBefore);
  await endorsements.getByRole('button', { name: 'Withdraw the request to Anna Berg' }).click();
  await dialogNamed(page, 'Withdraw this request?').getByRole('button', { name: 'Withdraw' }).click();
  await expect(endorsements.getByText('Anna Berg')).toBeHidden();
  await shot('my-cv-final');

  const visitorContext = await browser.newContext();
  await visitorContext.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const visitor = await visitorContext.newPage();
  await visitor.goto(thirdLink);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This request is no longer available' }),
  ).toBeVisible();
  await visitor.goto(`${hirelane.url}/endorsement/no-such-request`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'We could not find this request' }),
  ).toBeVisible();
  await shotOf(visitor, 'endorser-unknown');
  await visitorContext.close();
});

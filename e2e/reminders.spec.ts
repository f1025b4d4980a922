import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { appPerWorker, test as base, expect, type Page, shotOf } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// Follow-up reminders: the settings in the account area, the daily digest by e-mail
// (the app runs with REMINDER_HOUR=0 and REMINDER_CHECK_SECONDS=1, so a digest due today goes out
// within a second or two), and the way out from the mail's link without signing in.
const test = base.extend<object, { hirelane: RunningApp }>({
  hirelane: appPerWorker({ REMINDER_HOUR: '0', REMINDER_CHECK_SECONDS: '1' }),
});

const daysField = (page: Page, name = 'Days without change') => page.getByRole('textbox', { name });

test('choose the reminders: they are kept, and the form says what is wrong', async ({ page, user, shot }) => {
  await signIn(page, user, '/account/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await expect(daysField(page)).toHaveValue('7');
  await expectNoSeriousViolations(page);
  await shot('reminder-settings');

  await daysField(page).fill('0');
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Enter at least 1 day')).toBeVisible();

  await daysField(page).fill('12');
  await page.getByRole('switch', { name: /^Remind me the day before an interview/ }).uncheck();
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('combobox', { name: 'Time zone' }).fill('new york');
  await page.getByRole('option', { name: 'America / New York' }).click();
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Your reminders are saved')).toBeVisible();

  await page.reload();
  await expect(daysField(page)).toHaveValue('12');
  await expect(
    page.getByRole('switch', { name: /^Remind me the day before an interview/ }),
  ).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America / New York');
});

test('tomorrow’s interview comes by e-mail; its link turns reminders off without signing in', async ({
  page,
  browser,
  hirelane,
  user,
  shot,
}) => {
  // "Tomorrow" in UTC, so the test does not depend on the machine's zone.
  const settings = await callApi(hirelane, user.accessToken, 'PUT', '/reminders/settings', {
    staleEnabled: true,
    staleDays: 7,
    interviewEnabled: true,
    timeZone: 'UTC',
  });
  expect(settings).toMatchObject({ timeZone: 'UTC' });
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const before = hirelane.inbox.mails.length;
  const job = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Platform engineer',
    company: 'Vipps',
  });
  await callApi(hirelane, user.accessToken, 'PUT', `/jobs/${job.jobId}/nextInterview`, {
    nextInterviewDate: tomorrow.toISOString(),
  });

  const mail = await hirelane.inbox.waitFor(user.email, { sinceCount: before, timeoutMs: 15_000 });
  expect(mail.subject).toBe('Hirelane: 1 reminder for today');
  expect(mail.text).toContain('Platform engineer at Vipps, tomorrow at 10:00');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const jobLink = /(http\S+\/\?job=\S+)/.exec(mail.text)?.[1];
  const unsubscribeLink = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
  expect(jobLink).toContain(job.jobId);
  expect(unsubscribeLink).toBeTruthy();

  // The mail's link in a browser with no session: the page comes from the server, in both
  // languages at both sizes with nothing serious for axe; opening it changes nothing.
  for (const language of ['en', 'no'] as const)
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const visitor = await browser.newContext({ viewport });
      await visitor.addCookies([{ name: 'hirelane-lang', value: language, url: hirelane.url }]);
      const linkPage = await visitor.newPage();
      expect((await linkPage.goto(unsubscribeLink ?? ''))?.status()).toBe(200);
      await expect(linkPage.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousViolations(linkPage);
      await visitor.close();
    }
  // Without JavaScript its button still works: a plain form the server answers.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const mailPage = await noScript.newPage();
  await mailPage.goto(unsubscribeLink ?? '');
  const button = mailPage.getByRole('button', { name: 'Turn off reminder e-mails' });
  await expect(button).toBeVisible();
  await expect(mailPage).toHaveTitle('Stop reminder e-mails – Hirelane');
  await shotOf(mailPage, 'unsubscribe');
  await button.click();
  await expect(mailPage.getByRole('heading', { level: 1, name: 'Reminder e-mails are off' })).toBeVisible();
  await expect(mailPage.getByRole('link', { name: 'Change reminder settings' })).toBeVisible();
  await noScript.close();

  await signIn(page, user, '/account/reminders');
  await expect(page.getByRole('switch', { name: /^Remind me about applications/ })).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: /^Remind me the day before an interview/ }),
  ).not.toBeChecked();
  await expect(daysField(page)).toBeDisabled();
  await shot('reminders-off');
});

test.describe('in Norwegian on a phone', () => {
  test.use({ language: 'no', viewport: { width: 390, height: 844 } });

  test('the settings and the unsubscribe page speak Norwegian and fit the screen', async ({ page, user }) => {
    await signIn(page, user, '/account/reminders');
    await expect(page.getByRole('heading', { level: 1, name: 'Påminnelser' })).toBeVisible();
    await expect(daysField(page, 'Dager uten endring')).toHaveValue('7');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    // A link that is not one Hirelane sent: the server's page says so at once, in the language
    // the visitor chose on a public page (its cookie).
    await page
      .context()
      .addCookies([{ name: 'hirelane-lang', value: 'no', url: new URL(page.url()).origin }]);
    const response = await page.goto('/unsubscribe?token=not-a-real-token');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Denne lenken virker ikke' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skru av påminnelser på e-post' })).toHaveCount(0);
    await expect(page).toHaveTitle('Stopp påminnelser på e-post – Hirelane');
    await expectNoSeriousViolations(page);
  });
});

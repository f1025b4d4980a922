import fs from 'node:fs';
import path from 'node:path';
import { type Dovecot, startDovecot } from '../apps/server/test/dovecot.ts';
import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { appPerWorker, test as base, expect, type Page } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// The inbox journey on a real IMAP server: Dovecot on loopback with a throwaway configuration. The
// app runs with INBOX_ALLOW_PRIVATE_HOSTS=true, as a self-hosted one reading a local server must.
const test = base.extend<object, { hirelane: RunningApp; dovecot: Dovecot }>({
  hirelane: appPerWorker({ INBOX_ALLOW_PRIVATE_HOSTS: 'true' }),
  dovecot: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const dovecot = await startDovecot({ kari: 'kari-imap-pw' });
      await use(dovecot);
      await dovecot.stop();
    },
    { scope: 'worker' },
  ],
});

/** A message of the reader's fixture set: real applicant-system shapes, in en and no. */
const fixtureMail = (file: string) =>
  fs.readFileSync(
    path.join(import.meta.dirname, '../apps/server/test/inbox-fixtures/messages', file),
    'utf8',
  );
const INTERVIEW = '021-teamtailor-cognite-interview-en.eml';
const RECEIPT = '002-workday-equinor-applied.eml';
const OTHER_RECEIPT = '004-jobylon-kahoot-applied.eml';
const DAY = 24 * 60 * 60 * 1000;

const panel = (page: Page) => page.getByRole('region', { name: /^From your inbox/ });

test('connect a mailbox, accept what its mail suggests on the board, undo it, and disconnect', async ({
  page,
  hirelane,
  user,
  dovecot,
  shot,
}) => {
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
    company: 'Cognite',
    position: 'Site Reliability Engineer',
  });
  const job = async () => callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}`);

  await signIn(page, user, '/account/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // A provider fills in its server.
  await page.getByRole('combobox', { name: 'Mail provider' }).click();
  await page.getByRole('option', { name: 'Fastmail' }).click();
  await expect(page.getByRole('textbox', { name: 'Mail server (IMAP)' })).toHaveValue('imap.fastmail.com');
  await expect(page.getByText(/app password here/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('inbox-connect');

  // The contract's rules first, then the server's answer, both in the form.
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  await expect(page.getByText('Enter the user name')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mail server (IMAP)' }).fill(dovecot.host);
  await page.getByRole('textbox', { name: 'Port' }).fill(String(dovecot.port));
  await page.getByRole('switch', { name: /^Use TLS from the start/ }).uncheck();
  await page.getByRole('textbox', { name: /^User name/ }).fill('kari');
  await page.locator('input[name="password"]').fill('not-her-password');
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .first(),
  ).toBeVisible();

  await page.locator('input[name="password"]').fill('kari-imap-pw');
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  await expect(page.getByRole('heading', { name: 'Your mailbox' })).toBeVisible();
  await expect(page.getByText(`${dovecot.host}:${dovecot.port}`)).toBeVisible();
  await expect(page.getByText('Not yet')).toBeVisible();

  // Mail arrives; Sync now reads it.
  const yesterday = new Date(Date.now() - DAY);
  await dovecot.deliver('kari', fixtureMail(INTERVIEW), yesterday);
  await dovecot.deliver('kari', fixtureMail(RECEIPT), yesterday);
  await dovecot.deliver('kari', fixtureMail(OTHER_RECEIPT), yesterday);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Read 3 new messages; 3 suggestions made.' }),
  ).toBeVisible();
  await expect(page.getByText('Not yet')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot('inbox-connected');

  // The board: the count in the navigation and the panel with each suggestion.
  await page
    .getByRole('link', { name: /^Board/ })
    .first()
    .click();
  await expect(panel(page).getByRole('heading', { name: 'From your inbox: 3 suggestions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /3 suggestions from your inbox/ }).first()).toBeAttached();
  await expectNoSeriousViolations(page);
  await shot('board-inbox-panel');

  await panel(page)
    .getByRole('button', { name: /^Dismiss: .*Equinor/ })
    .click();
  await expect(panel(page).getByRole('status')).toHaveText(/^Dismissed: .*Equinor/);
  await panel(page)
    .getByRole('button', { name: /^Accept: .*Cognite/ })
    .click();
  await expect(panel(page).getByRole('status')).toHaveText(/^Accepted: .*Cognite/);
  await expect(panel(page).getByRole('heading', { name: 'From your inbox: 1 suggestion' })).toBeVisible();

  // The card moved to Interviewed and the interview is set.
  await expect.poll(async () => (await job()).status).toBe('interviewed');
  expect(String((await job()).nextInterviewDate)).toMatch(/^2027-01-12T/);
  await page.getByRole('button', { name: 'Site Reliability Engineer at Cognite' }).click();
  const details = page.getByRole('dialog', { name: 'Job details' });
  await expect(details.getByRole('combobox', { name: 'Move to lane' })).toHaveValue('Interviewed');
  const timeline = details.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^From e-mail: Interview invitation/)).toBeVisible();
  await shot('timeline-from-email');

  // Undo from the timeline puts the job back.
  await timeline.getByRole('button', { name: /^Undo the change from e-mail/ }).click();
  await expect.poll(async () => (await job()).status).toBe('saved');
  await expect(timeline.getByText(/^Undone, from e-mail: Interview invitation/)).toBeVisible();
  await expect(timeline.getByRole('button', { name: /^Undo the change from e-mail/ })).toHaveCount(0);
  await expect(details.getByRole('combobox', { name: 'Move to lane' })).toHaveValue('Saved');
  await page.keyboard.press('Escape');

  // Disconnect asks first, then deletes every fact read from the mailbox.
  await page.goto('/account/inbox');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect the mailbox?' });
  await expect(dialog).toContainText('deletes everything read from it');
  await dialog.getByRole('button', { name: 'Disconnect and delete' }).click();
  await expect(page.getByRole('heading', { name: 'Connect a mailbox' })).toBeVisible();
  expect(await callApi(hirelane, user.accessToken, 'GET', '/inbox/suggestions')).toEqual({ suggestions: [] });
  expect(await callApi(hirelane, user.accessToken, 'GET', '/inbox/connection')).toEqual({ connection: null });
  await page
    .getByRole('link', { name: /^Board/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Site Reliability Engineer at Cognite' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

test('a job reads one pasted message and applies what it says', async ({ page, hirelane, user }) => {
  await createJobViaApi(hirelane, user.accessToken, {
    company: 'Cognite',
    position: 'Site Reliability Engineer',
  });
  await signIn(page, user);
  await page.getByRole('button', { name: 'Site Reliability Engineer at Cognite' }).click();
  const details = page.getByRole('dialog', { name: 'Job details' });
  await details.getByRole('button', { name: 'Read an e-mail about this job' }).click();
  await details.getByRole('textbox', { name: 'Or paste the whole message' }).fill(fixtureMail(INTERVIEW));
  await details.getByRole('button', { name: 'Read the message' }).click();
  await expect(details.getByText('Interview invitation')).toBeVisible();
  await expectNoSeriousViolations(page);
  await details.getByRole('button', { name: 'Move to Interviewed and set what it says' }).click();
  await expect(details.getByText('Applied to the job.')).toBeVisible();
  await expect(details.getByRole('combobox', { name: 'Move to lane' })).toHaveValue('Interviewed');
});

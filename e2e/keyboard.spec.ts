import type { JobLane } from '@hirelane/contract/constants';
import type { Locator, Page } from '@playwright/test';
import { callApi, createJobViaApi, moveJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expect, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';
import { pickFifteenthInGrid } from './support/ui.ts';

/**
 * The main journey by keyboard alone — no click anywhere. Focus moves only with Tab,
 * Shift+Tab, arrows, Enter, Space and Escape, as a person without a mouse moves it. Each test
 * starts from what the API set up and proves one step of the journey.
 */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
const tabTo = async (page: Page, target: Locator, limit = 80) => {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
};

const press = async (page: Page, target: Locator, key = 'Enter') => {
  await tabTo(page, target);
  await page.keyboard.press(key);
};

const JOB = { position: 'Keyboard engineer', company: 'Tastatur AS' };
const CARD = 'Keyboard engineer at Tastatur AS';

/** Signed in on the board with the job in `lane`; its details opened from its card by keyboard. */
const openJobByKeyboard = async (page: Page, hirelane: RunningApp, user: SeededUser, lane: JobLane) => {
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, JOB);
  if (lane !== 'saved') await moveJobViaApi(hirelane, user.accessToken, jobId, lane);
  await signIn(page, user);
  await press(page, page.getByRole('button', { name: CARD }));
  const drawer = page.getByRole('dialog', { name: 'Job details' });
  await expect(drawer.getByRole('heading', { name: JOB.position })).toBeVisible();
  return drawer;
};

/** In the open interview picker: the next month, into its grid (one Tab), arrows to the 15th, Enter. */
const pickFifteenthOfNextMonth = async (page: Page) => {
  await press(page, page.getByRole('button', { name: 'Next month' }));
  await pickFifteenthInGrid(page);
};

/** Counts the interview saves the page sends. */
const countInterviewSaves = (page: Page) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/nextInterview')) saves.push(request.url());
  });
  return saves;
};

/**
 * The details of a job in Interviewed, opened by keyboard, its next interview's picker at the 15th
 * of next month; answers the drawer and the interview saves sent (none yet: the day alone is not saved).
 */
const pickInterviewDayByKeyboard = async (page: Page, hirelane: RunningApp, user: SeededUser) => {
  const drawer = await openJobByKeyboard(page, hirelane, user, 'interviewed');
  const saves = countInterviewSaves(page);
  await press(page, drawer.getByLabel('Next interview'));
  await pickFifteenthOfNextMonth(page);
  return { drawer, saves };
};

/** The day and time were saved together, once, and the drawer shows the time. */
const expectInterviewSavedOnce = async (page: Page, drawer: Locator, saves: string[]) => {
  await expect(page.getByText('Interview date saved')).toBeVisible();
  await expect(drawer.getByLabel('Next interview')).toContainText('10:00');
  expect(saves).toHaveLength(1);
};

test('sign in by keyboard', async ({ page, user }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Job board' })).toBeVisible();
});

test('add a job by keyboard: Enter in a field does not save it half-filled', async ({ page, user }) => {
  await signIn(page, user);
  await press(page, page.getByRole('button', { name: 'Add job' }));
  const drawer = page.getByRole('dialog');
  await tabTo(page, drawer.getByLabel('Position'));
  await page.keyboard.type(JOB.position);
  await tabTo(page, drawer.getByLabel('Company'));
  await page.keyboard.type(JOB.company);
  // Enter in a field does not save the job half-filled; the Save button does.
  await page.keyboard.press('Enter');
  await expect(drawer.getByLabel('Company')).toBeFocused();
  await press(page, drawer.getByRole('button', { name: 'Save job' }));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: CARD })).toBeVisible();
});

test('move a job two lanes on from its details by keyboard', async ({ page, hirelane, user }) => {
  const drawer = await openJobByKeyboard(page, hirelane, user, 'saved');
  await tabTo(page, drawer.getByLabel('Move to'));
  // The list opens with the first arrow; the next ones walk it to the lane two on from Saved.
  await page.keyboard.press('ArrowDown');
  const interviewed = page.getByRole('option', { name: 'Interviewed' });
  await expect(interviewed).toBeVisible();
  for (let presses = 0; presses < 6; presses += 1) {
    if ((await interviewed.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(drawer.getByLabel('Move to')).toHaveValue('Interviewed');
  await expect(page.getByRole('list', { name: /Jobs in Interviewed/ }).getByText(JOB.position)).toBeVisible();
});

test('set the next interview by keyboard, confirmed with ✓; Escape goes back to the card', async ({
  page,
  hirelane,
  user,
}) => {
  const { drawer, saves } = await pickInterviewDayByKeyboard(page, hirelane, user);
  // Picking the day saves nothing yet: the day and time are saved together on confirm.
  await expect(drawer.getByLabel('Next interview')).toContainText('10:00');
  expect(saves).toEqual([]);
  await press(page, page.getByRole('button', { name: 'Use this time' }));
  await expectInterviewSavedOnce(page, drawer, saves);
  // Escape closes what is on top: the drawer, and focus goes back to the card that opened it.
  await page.keyboard.press('Escape');
  if (await drawer.isVisible()) await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: CARD })).toBeFocused();
});

test('set the next interview by keyboard, confirmed with Enter in the time', async ({
  page,
  hirelane,
  user,
}) => {
  const { drawer, saves } = await pickInterviewDayByKeyboard(page, hirelane, user);
  // Picking the day puts the focus in the hours; Enter there confirms the time shown.
  await expect(page.getByLabel('Hours')).toBeFocused();
  expect(saves).toEqual([]);
  await page.keyboard.press('Enter');
  await expectInterviewSavedOnce(page, drawer, saves);
});

test('add professional skills to the CV by keyboard', async ({ page, user }) => {
  await signIn(page, user);
  await press(
    page,
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My CV' }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Add professional skills' }));
  const dialog = page.getByRole('dialog', { name: 'Professional skills' });
  await tabTo(page, dialog.getByRole('combobox', { name: 'Professional skills' }));
  await page.keyboard.type('Accessibility');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Keyboard testing');
  await page.keyboard.press('Enter');
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: 'Professional skills', exact: true })
      .first()
      .getByText('Keyboard testing'),
  ).toBeVisible();
});

test('share the CV by link by keyboard', async ({ page, hirelane, user, shot }) => {
  await callApi(hirelane, user.accessToken, 'PUT', '/cv/skills/professional', {
    skills: ['Accessibility', 'Keyboard testing'],
  });
  await signIn(page, user, '/my-cv');
  await press(page, page.getByRole('link', { name: 'Share CV' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Share your CV' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Create your first link' }));
  const dialog = page.getByRole('dialog', { name: 'Create a share link' });
  await tabTo(page, dialog.getByLabel('Title'));
  await page.keyboard.type('For keyboard people');
  await press(page, dialog.getByRole('button', { name: 'Create link' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Link created')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the link “For keyboard people”' })).toBeVisible();
  await shot('keyboard-shared');
});

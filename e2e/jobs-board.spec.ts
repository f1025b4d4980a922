import type { JobLane } from '@hirelane/contract/constants';
import type { Locator } from '@playwright/test';
import { type Attachment, createJobViaApi, moveJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

// A tiny but real PDF: the server judges uploads by their bytes.
const AD: Attachment = {
  name: 'ad.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

const BARISTA = { position: 'Barista', company: 'Kaffebrenneriet' };
const DESIGNER = { position: 'Product designer', company: 'Nordlys Energi', location: 'Oslo' };

/** A lane of the board, by its name ("Saved", "Applied"…). */
const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
type Scope = Page | Locator;
/** The page of a scope: `has` filters take locators made from the page, matched inside each item. */
const pageOf = (scope: Scope): Page => ('goto' in scope ? scope : scope.page());
/** The cards of a list or lane, or of the whole board. */
const cards = (scope: Scope) =>
  scope.getByRole('listitem').filter({ has: pageOf(scope).getByRole('button', { name: /^Move / }) });
/** One job's card, found by the name of its drag handle. */
const card = (scope: Scope, position: string) =>
  scope
    .getByRole('listitem')
    .filter({ has: pageOf(scope).getByRole('button', { name: `Move ${position}`, exact: true }) });
const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });

/**
 * Puts jobs on the user's board through the API (the newest first in Saved, or on top of its `lane`),
 * then opens the board.
 */
const openBoardWith = async (
  page: Page,
  app: RunningApp,
  user: SeededUser,
  jobs: { job: Record<string, unknown>; file?: Attachment; lane?: JobLane }[],
) => {
  for (const { job, file, lane } of jobs) {
    const { jobId } = await createJobViaApi(app, user.accessToken, job, file);
    if (lane) await moveJobViaApi(app, user.accessToken, jobId, lane);
  }
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
};

const openCardMenu = async (page: Page, position: string) => {
  await page.getByRole('button', { name: `More actions for ${position}` }).click();
};

/** Opens a job's details drawer from its card. */
const openDetails = async (page: Page, job: { position: string; company: string }) => {
  await page.getByRole('button', { name: `${job.position} at ${job.company}` }).click();
  await expect(details(page).getByRole('heading', { name: job.position })).toBeVisible();
  await expect(page).toHaveURL(/job=/);
  return details(page);
};

/** Reloads the board and waits until it shows the jobs again. */
const reloadBoard = async (page: Page) => {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
};

/** The 15th of next month as the calendar names it ("15 December 2026"). */
const fifteenthOfNextMonth = () => {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
};

test.describe('first visit', () => {
  test.use({ seenGuides: [] });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`a new user's empty board shows one box at a time with the lanes in view (${size.width} px)`, async ({
      page,
      hirelane,
      user,
      shot,
    }) => {
      await page.setViewportSize(size);
      await openBoardWith(page, hirelane, user, []);
      const hint = page.getByRole('region', { name: 'Save your first job' });
      const start = page.getByRole('heading', { name: 'Save the first job you want to apply for' });
      await expect(hint).toBeVisible();
      await expect(start).toHaveCount(0);
      await expect(page.locator('[data-lane]')).toHaveCount(6);
      await expect(lane(page, 'Saved')).toBeVisible();
      // In the page's flow, not over it: the board's own controls stay where they were.
      expect(await hint.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      const box = await hint.boundingBox();
      expect(box && box.x + box.width <= size.width).toBe(true);
      await shot('empty-board-first-step');

      await hint.getByRole('button', { name: 'Not now' }).click();
      await expect(hint).toHaveCount(0);
      await expect(start).toBeVisible();
      await expect(page.getByRole('button', { name: /^Getting started · 0 of 6/ })).toBeVisible();
      await shot('empty-board-start');
      await page.getByRole('button', { name: 'Add your first job' }).click();
      // The form's code loads on the drawer's first opening: slow on a busy machine.
      await expect(page.getByRole('dialog', { name: 'Add a job' })).toBeVisible({ timeout: 30_000 });
    });
  }
});

test('add a job with its ad attached; the form first says what is missing', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await openBoardWith(page, hirelane, user, [{ job: BARISTA }]);
  await page.getByRole('button', { name: 'Add job' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a job' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/drawer=create/);
  await drawer.getByRole('button', { name: 'Save job' }).click();
  await expect(drawer.getByText('Enter the position.')).toBeVisible();
  await shot('create-validation');

  await drawer.getByLabel('Position').fill(DESIGNER.position);
  await drawer.getByLabel('Company').fill(DESIGNER.company);
  await drawer.getByLabel('Location').fill(DESIGNER.location);
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles(AD);
  await expect(drawer.getByText('ad.pdf')).toBeVisible();
  await shot('create-filled');
  await drawer.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Product designer is on your board')).toBeVisible();
  await expect(drawer).toBeHidden();
  const designer = card(lane(page, 'Saved'), 'Product designer');
  await expect(designer).toBeVisible();
  await expect(designer.getByTitle('Attachment: ad.pdf')).toBeAttached();
  await shot('created');

  // The attachment downloads (with the bearer token) from the job's details.
  const drawerOfJob = await openDetails(page, DESIGNER);
  const download = page.waitForEvent('download');
  await drawerOfJob.getByRole('button', { name: /Download ad\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('ad.pdf');
  await page.keyboard.press('Escape');
  await expect(drawerOfJob).toBeHidden();

  await reloadBoard(page);
  await expect(designer.getByTitle('Attachment: ad.pdf')).toBeAttached();
  await expect(cards(page)).toHaveCount(2);
});

test("pin a job from its card's menu, then drag it with the mouse into Applied's pinned list", async ({
  page,
  hirelane,
  user,
  shot,
}, testInfo) => {
  await openBoardWith(page, hirelane, user, [{ job: DESIGNER }]);
  await openCardMenu(page, 'Product designer');
  await page.getByRole('menuitem', { name: 'Pin to the top' }).click();
  await expect(page.getByText('Product designer pinned')).toBeVisible();
  await expect(
    card(page.getByRole('list', { name: 'Pinned jobs in Saved' }), 'Product designer'),
  ).toBeVisible();
  await shot('pinned');

  const designer = card(page, 'Product designer');
  const from = await designer.boundingBox();
  if (!from) throw new Error('the card has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
  const appliedPinned = page.getByRole('list', { name: 'Pinned jobs in Applied' });
  await expect(appliedPinned).toBeVisible();
  const to = await appliedPinned.boundingBox();
  if (!to) throw new Error('the pinned list has no box');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  // Not `shot`: a full-page screenshot resizes the page, and a resize cancels a drag.
  await page.screenshot({ path: testInfo.outputPath('dragging.png') });
  await page.mouse.up();
  await expect(card(appliedPinned, 'Product designer')).toBeVisible();
  await expect(cards(lane(page, 'Saved'))).toHaveCount(0);

  await reloadBoard(page);
  await expect(
    card(page.getByRole('list', { name: 'Pinned jobs in Applied' }), 'Product designer'),
  ).toBeVisible();
});

test('a card shows its deadline (soon ones stand out) and its salary', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  const inDays = (days: number) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  await openBoardWith(page, hirelane, user, [
    { job: { ...BARISTA, deadline: inDays(20) } },
    {
      job: {
        ...DESIGNER,
        deadline: inDays(2),
        salaryMin: 650_000,
        salaryMax: 700_000,
        salaryCurrency: 'NOK',
      },
    },
  ]);
  const designer = card(page, 'Product designer');
  await expect(designer.getByText('Deadline in 2 days')).toBeVisible();
  await expect(designer.getByText(/NOK\s650,000\s?–\s?700,000/)).toBeVisible();
  await expect(card(page, 'Barista').getByText('Deadline in 3 weeks')).toBeVisible();
  await shot('cards-with-deadline-and-salary');
});

test('move a card to the next lane with the keyboard', async ({ page, hirelane, user, shot }) => {
  await openBoardWith(page, hirelane, user, [{ job: DESIGNER, lane: 'applied' }, { job: BARISTA }]);
  await expect(card(lane(page, 'Applied'), 'Product designer')).toBeVisible();

  // Space to lift, arrow to the next lane, space to drop.
  await page.getByRole('button', { name: 'Move Barista', pressed: false }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Barista from Saved, place 1 of 1.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(
    lane(page, 'Applied').getByRole('button', { name: 'Barista at Kaffebrenneriet' }),
  ).toBeVisible();
  await page.keyboard.press('Space');
  await expect(card(page.getByRole('list', { name: 'Jobs in Applied' }), 'Barista')).toBeVisible();
  await expect(cards(lane(page, 'Saved'))).toHaveCount(0);
  await expect(lane(page, 'Applied').getByLabel('2 jobs')).toBeVisible();
  await shot('moved-to-applied');

  await reloadBoard(page);
  await expect(card(lane(page, 'Applied'), 'Barista')).toBeVisible();
  await expect(cards(lane(page, 'Saved'))).toHaveCount(0);
});

test('search narrows the board, and clearing it brings everything back', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await openBoardWith(page, hirelane, user, [{ job: BARISTA }, { job: DESIGNER }]);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('nordlys');
  await expect(card(page, 'Barista')).toHaveCount(0);
  await expect(card(page, 'Product designer')).toBeVisible();
  await expect(page.getByText('1 job matches “nordlys”')).toBeVisible();
  await expect(page).toHaveURL(/q=nordlys/);
  await shot('search');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(card(page, 'Barista')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
});

test("edit a job from its card's menu", async ({ page, hirelane, user, shot }) => {
  await openBoardWith(page, hirelane, user, [{ job: DESIGNER, file: AD }]);
  await openCardMenu(page, 'Product designer');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit job' });
  await expect(drawer.getByLabel('Position')).toHaveValue('Product designer');
  await expect(drawer.getByText(/Current file: ad\.pdf/)).toBeVisible();
  await drawer.getByLabel('Location').fill('Bergen');
  await drawer.getByLabel('Notes').fill('Call Ida on Monday about the portfolio.');
  await shot('edit');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes to Product designer saved')).toBeVisible();
  const designer = card(page, 'Product designer');
  await expect(designer.getByText('Bergen')).toBeVisible();

  await reloadBoard(page);
  await expect(designer.getByText('Bergen')).toBeVisible();
  await expect(designer.getByTitle('Attachment: ad.pdf')).toBeAttached();
  const drawerOfJob = await openDetails(page, DESIGNER);
  await expect(drawerOfJob.getByText('Call Ida on Monday about the portfolio.')).toBeVisible();
});

test("delete a job from its card's menu, after confirming", async ({ page, hirelane, user, shot }) => {
  await openBoardWith(page, hirelane, user, [{ job: BARISTA }, { job: DESIGNER }]);
  await openCardMenu(page, 'Barista');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(confirm.getByText('Barista at Kaffebrenneriet will be deleted for good.')).toBeVisible();
  await shot('delete-confirm');
  await confirm.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('Barista was deleted')).toBeVisible();
  await expect(card(page, 'Barista')).toHaveCount(0);

  await reloadBoard(page);
  await expect(card(page, 'Product designer')).toBeVisible();
  await expect(card(page, 'Barista')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
});

test.describe('the details drawer', () => {
  test('sets and clears the next interview', async ({ page, hirelane, user, shot }) => {
    await openBoardWith(page, hirelane, user, [{ job: DESIGNER }]);
    const drawer = await openDetails(page, DESIGNER);
    await expect(drawer.getByText('No interview planned yet.')).toBeVisible();
    await drawer.getByLabel('Next interview').click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: fifteenthOfNextMonth() }).click();
    await page.getByRole('button', { name: 'Use this time' }).click();
    await expect(page.getByText('Interview date saved')).toBeVisible();
    // Shown once, in the field itself (not repeated underneath).
    await expect(drawer.getByLabel('Next interview')).toContainText('10:00');
    await expect(drawer.getByText(/^Interview on/)).toHaveCount(0);
    await shot('details-with-interview');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const designer = card(page, 'Product designer');
    await expect(designer.getByText(/^Interview in/)).toBeVisible();

    await reloadBoard(page);
    await expect(designer.getByText(/^Interview in/)).toBeVisible();
    await openDetails(page, DESIGNER);
    await drawer.getByRole('button', { name: 'Clear interview date' }).click();
    await expect(page.getByText('Interview date cleared')).toBeVisible();
    await expect(drawer.getByText('No interview planned yet.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(designer.getByText(/^Interview in/)).toHaveCount(0);
  });

  test('pins and unpins the job', async ({ page, hirelane, user }) => {
    await openBoardWith(page, hirelane, user, [{ job: BARISTA }, { job: DESIGNER }]);
    const drawer = await openDetails(page, DESIGNER);
    const pinned = page.getByRole('list', { name: 'Pinned jobs in Saved' });
    await drawer.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByText('Product designer pinned')).toBeVisible();
    await expect(drawer.getByText('Pinned', { exact: true })).toBeVisible();
    await expect(card(pinned, 'Product designer')).toBeAttached();

    await drawer.getByRole('button', { name: 'Unpin' }).click();
    await expect(page.getByText('Product designer unpinned')).toBeVisible();
    await expect(drawer.getByText('Pinned', { exact: true })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Pin', exact: true })).toBeVisible();
    await expect(card(page.getByRole('list', { name: 'Jobs in Saved' }), 'Product designer')).toBeAttached();
    await expect(cards(pinned)).toHaveCount(0);
  });

  test('moves the job to another lane', async ({ page, hirelane, user }) => {
    await openBoardWith(page, hirelane, user, [{ job: DESIGNER }]);
    const drawer = await openDetails(page, DESIGNER);
    const moveTo = drawer.getByRole('combobox', { name: 'Move to lane' });
    await expect(moveTo).toHaveValue('Saved');
    await moveTo.click();
    await page.getByRole('option', { name: 'Interviewed' }).click();
    await expect(page.getByText('Product designer moved to Interviewed')).toBeVisible();
    await expect(moveTo).toHaveValue('Interviewed');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(card(lane(page, 'Interviewed'), 'Product designer')).toBeVisible();
    await expect(cards(lane(page, 'Saved'))).toHaveCount(0);

    await reloadBoard(page);
    await expect(card(lane(page, 'Interviewed'), 'Product designer')).toBeVisible();
  });

  test('opens the edit form for the job', async ({ page, hirelane, user }) => {
    await openBoardWith(page, hirelane, user, [{ job: DESIGNER }]);
    const drawer = await openDetails(page, DESIGNER);
    await drawer.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit job' });
    await expect(form.getByLabel('Company')).toHaveValue('Nordlys Energi');
    await form.getByLabel('Position').fill('Lead product designer');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes to Lead product designer saved')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(card(page, 'Lead product designer')).toBeVisible();
    await expect(card(page, 'Product designer')).toHaveCount(0);
  });

  test('deletes the job only after confirming; "Keep it" keeps it', async ({
    page,
    hirelane,
    user,
    shot,
  }) => {
    await openBoardWith(page, hirelane, user, [{ job: BARISTA }, { job: DESIGNER, file: AD }]);
    const drawer = await openDetails(page, DESIGNER);
    const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
    await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(
      confirm.getByText('Product designer at Nordlys Energi and its attachment will be deleted for good.'),
    ).toBeVisible();
    await shot('delete-from-details');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByRole('heading', { name: 'Product designer' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete job' }).click();
    await expect(page.getByText('Product designer was deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(drawer).toBeHidden();
    await expect(card(page, 'Product designer')).toHaveCount(0);
    await expect(card(page, 'Barista')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /**
   * A finger sliding sideways across a lane (real touch events through the DevTools protocol), over
   * two thirds of its width, along its heading: never from a card, which takes a touch held for
   * 200 ms for a drag (on a busy machine the finger's first move can come later than that).
   */
  const swipe = async (page: Page, target: Locator, direction: 'left' | 'right') => {
    const box = await target.boundingBox();
    const heading = await target.getByRole('heading', { level: 2 }).boundingBox();
    if (!box || !heading) throw new Error('nothing to swipe on');
    const y = heading.y + heading.height / 2;
    const [from, to] =
      direction === 'left'
        ? [box.x + box.width - 20, box.x + box.width / 3 - 20]
        : [box.x + box.width / 3, box.x + box.width - 20];
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from);
    for (let step = 1; step <= 5; step += 1) await touch('touchMove', from + ((to - from) * step) / 5);
    await touch('touchEnd', to);
    await cdp.detach();
  };

  test('one lane at a time: tabs with counts, arrow keys, snapping swipes, moving from the card menu, "Add job" by the thumb', async ({
    page,
    hirelane,
    user,
    shot,
  }) => {
    await openBoardWith(page, hirelane, user, [{ job: DESIGNER, lane: 'applied' }, { job: BARISTA }]);

    const tabs = page.getByRole('tablist', { name: 'Lanes' });
    await expect(tabs.getByRole('tab')).toHaveCount(6);
    await expect(tabs.getByRole('tab', { name: 'Saved 1 job', selected: true })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Applied 1 job', selected: false })).toBeVisible();
    await expect(lane(page, 'Saved')).toBeInViewport({ ratio: 0.9 });
    // The next lane waits beside it, out of view, until a swipe or a tab brings it in.
    await expect(lane(page, 'Applied')).not.toBeInViewport();
    // The lanes scroll inside the board; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // As tall as its one card, not a screen-high column.
    await expect
      .poll(async () => (await lane(page, 'Saved').boundingBox())?.height ?? Number.POSITIVE_INFINITY)
      .toBeLessThan(260);
    // "Add job" floats where the thumb reaches: the bottom right of the screen.
    const add = page.getByRole('button', { name: 'Add job' });
    await expect(add).toHaveCount(1);
    const addBox = await add.boundingBox();
    expect((addBox?.x ?? 0) + (addBox?.width ?? 0)).toBeGreaterThan(390 - 40);
    expect(addBox?.y).toBeGreaterThan(844 - 100);
    await shot('phone-board');

    await tabs.getByRole('tab', { name: /^Applied/ }).click();
    await expect(lane(page, 'Applied')).toBeInViewport({ ratio: 0.9 });
    await expect(card(lane(page, 'Applied'), 'Product designer')).toBeVisible();
    await expect(lane(page, 'Saved')).not.toBeInViewport();
    await expect(page).toHaveURL(/lane=applied/);

    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: /^Interviewed/, selected: true })).toBeFocused();
    await expect(lane(page, 'Interviewed').getByText('No jobs here yet.', { exact: false })).toBeInViewport();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: /^Saved/, selected: true })).toBeFocused();

    await expect(lane(page, 'Saved')).toBeInViewport({ ratio: 0.9 });

    // A swipe to the left brings in the next lane, one to the right the previous one; the lanes
    // snap, one to the screen, and the tabs follow.
    await swipe(page, lane(page, 'Saved'), 'left');
    await expect(tabs.getByRole('tab', { name: /^Applied/, selected: true })).toBeVisible();
    await expect(lane(page, 'Applied')).toBeInViewport({ ratio: 0.9 });
    await expect(page).toHaveURL(/lane=applied/);
    await swipe(page, lane(page, 'Applied'), 'right');
    await expect(tabs.getByRole('tab', { name: /^Saved/, selected: true })).toBeVisible();
    await expect(lane(page, 'Saved')).toBeInViewport({ ratio: 0.9 });

    // Moving a job works through its card's menu.
    await openCardMenu(page, 'Barista');
    await page.getByRole('menuitem', { name: 'Move to lane…' }).click();
    await page.getByRole('menuitem', { name: 'Hired' }).click();
    await expect(page.getByText('Barista moved to Hired')).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Hired 1 job' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Saved 0 jobs' })).toBeVisible();
    await tabs.getByRole('tab', { name: /^Hired/ }).click();
    await expect(card(lane(page, 'Hired'), 'Barista')).toBeInViewport();
    await shot('phone-board-hired');

    // A new job lands in Saved, and the board turns to it.
    await add.click();
    const drawer = page.getByRole('dialog', { name: 'Add a job' });
    await drawer.getByLabel('Position').fill('Baker');
    await drawer.getByLabel('Company').fill('Åpent Bakeri');
    await drawer.getByRole('button', { name: 'Save job' }).click();
    await expect(card(lane(page, 'Saved'), 'Baker')).toBeInViewport();
    await expect(tabs.getByRole('tab', { name: 'Saved 1 job', selected: true })).toBeVisible();
  });
});

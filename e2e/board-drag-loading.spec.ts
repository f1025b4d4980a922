import type { Locator, Page, Route } from '@playwright/test';
import { createJobViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// The board's drag and drop (dnd-kit) loads after the board is shown. Until it is there
// the board works (cards open, their menus move them), and a press made before it arrives becomes
// a drag when it does. The chunk is held back here to make "before" last as long as the test needs.

const DND_CHUNK = /\/assets\/board-dnd-[^/]+\.js$/;

const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, position: string) =>
  scope.getByRole('listitem').filter({ hasText: position });

/** Holds every request for a chunk (`file`) until the returned function is called. */
const holdChunk = async (page: Page, file: RegExp): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unroute(file);
  await page.route(file, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
};

const holdDragAndDrop = (page: Page) => holdChunk(page, DND_CHUNK);

/** Lets the held drag-and-drop chunk through, and waits until it has arrived and the board has drawn. */
const letDragAndDropArrive = async (page: Page, release: () => void) => {
  const arrived = page.waitForEvent('requestfinished', (request) => DND_CHUNK.test(request.url()));
  release();
  await arrived;
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

/** Drag and drop is there: Space on the card's handle picks it up (Escape puts it back). */
const expectKeyboardPickUp = async (page: Page, position: string) => {
  await page.getByRole('button', { name: `Move ${position}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: `Move ${position}`, pressed: true })).toBeFocused();
  await page.keyboard.press('Escape');
};

test('the board works before drag and drop arrives, and a drag begun early finishes', async ({
  page,
  hirelane,
  user,
}) => {
  for (const position of ['Barista', 'Product designer'])
    await createJobViaApi(hirelane, user.accessToken, { position, company: 'Nordlys' });
  const releaseDragAndDrop = await holdDragAndDrop(page);
  const requested = page.waitForRequest(DND_CHUNK);
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
  await expect(card(lane(page, 'Saved'), 'Barista')).toBeVisible();
  // Asked for once the board is shown and the browser is idle (300 ms at the latest).
  await requested;

  await test.step('without drag and drop: a card menu moves a job', async () => {
    await page.getByRole('button', { name: 'More actions for Barista' }).click();
    await page.getByRole('menuitem', { name: 'Move to lane…' }).click();
    await page.getByRole('menuitem', { name: 'Applied' }).click();
    await expect(card(lane(page, 'Applied'), 'Barista')).toBeVisible();
  });

  await test.step('a mouse press made before it arrives becomes a drag', async () => {
    const designer = card(lane(page, 'Saved'), 'Product designer');
    const from = await designer.boundingBox();
    if (!from) throw new Error('the card has no box');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
    releaseDragAndDrop();
    await expect(page.getByRole('button', { name: 'Move Product designer', pressed: true })).toBeVisible();
    const applied = await lane(page, 'Applied').boundingBox();
    if (!applied) throw new Error('the lane has no box');
    await page.mouse.move(applied.x + applied.width / 2, applied.y + applied.height / 2, { steps: 20 });
    await page.mouse.up();
    await expect(card(lane(page, 'Applied'), 'Product designer')).toBeVisible();
    await expect(lane(page, 'Saved').getByRole('listitem').filter({ hasText: 'Nordlys' })).toHaveCount(0);
  });

  await test.step('so does a keyboard pick-up (Space on the handle)', async () => {
    const release = await holdDragAndDrop(page);
    const requestedAgain = page.waitForRequest(DND_CHUNK);
    await page.reload();
    await expect(card(lane(page, 'Applied'), 'Barista')).toBeVisible();
    await requestedAgain;
    await page.getByRole('button', { name: 'Move Barista' }).focus();
    await page.keyboard.press('Space');
    release();
    await expect(page.getByRole('button', { name: 'Move Barista', pressed: true })).toBeFocused();
    // Announced like any pick-up, for screen readers.
    await expect(page.getByText(/^Picked up Barista from Applied, place \d of 2\.$/)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(card(lane(page, 'Interviewed'), 'Barista')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('list', { name: 'Jobs in Interviewed' }).getByText('Barista')).toBeVisible();
  });
});

test('a click on a card while drag and drop arrives still opens the card', async ({
  page,
  hirelane,
  user,
}) => {
  await createJobViaApi(hirelane, user.accessToken, { position: 'Barista', company: 'Nordlys' });
  const releaseDragAndDrop = await holdDragAndDrop(page);
  const requested = page.waitForRequest(DND_CHUNK);
  await signIn(page, user);
  const barista = page.getByRole('button', { name: 'Barista at Nordlys' });
  await expect(barista).toBeVisible();
  await requested;

  // The button goes down, drag and drop arrives and is ready, then the button comes up: a click,
  // which must reach the card it was made on (the lanes are drawn again with dnd-kit after it).
  const box = await barista.boundingBox();
  if (!box) throw new Error('the card has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await letDragAndDropArrive(page, releaseDragAndDrop);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Job details' })).toBeVisible();
  await expect(page).toHaveURL(/job=/);

  // And drag and drop is there now.
  await page.keyboard.press('Escape');
  await expectKeyboardPickUp(page, 'Barista');
});

test('a card menu opened while drag and drop arrives stays open, and drag and drop comes when it closes', async ({
  page,
  hirelane,
  user,
}) => {
  await createJobViaApi(hirelane, user.accessToken, { position: 'Barista', company: 'Nordlys' });
  const menuButton = page.getByRole('button', { name: 'More actions for Barista' });

  await test.step('the menu is open when drag and drop arrives', async () => {
    const release = await holdDragAndDrop(page);
    const requested = page.waitForRequest(DND_CHUNK);
    await signIn(page, user);
    await requested;
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await letDragAndDropArrive(page, release);
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expectKeyboardPickUp(page, 'Barista');
  });

  await test.step("the menu's own code arrives after drag and drop", async () => {
    const release = await holdDragAndDrop(page);
    const releaseMenu = await holdChunk(page, /\/assets\/job-card-menu-loaded-[^/]+\.js$/);
    const requested = page.waitForRequest(DND_CHUNK);
    await page.reload();
    await requested;
    await menuButton.click();
    await letDragAndDropArrive(page, release);
    releaseMenu();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this job?' })).toBeVisible();
  });
});

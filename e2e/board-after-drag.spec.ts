import type { Locator, Page } from '@playwright/test';
import { createJobViaApi, moveJobViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// Right after a card is dragged with the mouse (drag and drop has just arrived, the board is read
// again, the dragged card's element is replaced), a click on another card opens it, and a keyboard
// move lands in the lane the arrow key led to, wherever the board is scrolled. The keys are typed
// the way a quick hand does on a busy machine: the next key is on its way before the board has
// answered the last.

const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** One job's card, found by the name of its drag handle (`has` takes a locator made from the page). */
const card = (scope: Page | Locator, position: string) => {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Move ${position}`, exact: true }) });
};
const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });

/** The element's box once it is laid out (the board may be drawing it again at that moment). */
const boxOf = async (locator: Locator) => {
  // The box is kept from the look that finds it laid out: asked again a moment later, the element
  // may just have been replaced and have none.
  const seen: { box?: { x: number; y: number; width: number; height: number } } = {};
  await expect
    .poll(async () => {
      seen.box = (await locator.boundingBox()) ?? undefined;
      return seen.box !== undefined;
    })
    .toBe(true);
  if (!seen.box) throw new Error('the element has no box');
  return seen.box;
};

/** Drags a card with the mouse into a lane's list of jobs, and waits until it is there. */
const dragWithMouse = async (page: Page, position: string, to: string) => {
  // The keyboard moves before may have scrolled the board sideways: the mouse needs the first lanes
  // in view. (In one script: the lanes may be drawn again at any moment, drag and drop arriving.)
  await page.evaluate(() =>
    document.querySelector('[aria-label="The board\'s lanes"]')?.scrollTo({ left: 0, behavior: 'instant' }),
  );
  const from = await boxOf(card(page, position));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
  await expect(page.getByRole('button', { name: `Move ${position}`, pressed: true })).toBeAttached();
  const target = await boxOf(page.getByRole('list', { name: `Jobs in ${to}`, exact: true }));
  await page.mouse.move(target.x + target.width / 2, target.y + 20, { steps: 12 });
  await page.mouse.up();
  await expect(card(lane(page, to), position)).toBeVisible();
};

/** Space, an arrow and Space on a card's handle, each key sent before the board has answered the one before. */
const moveWithKeys = async (page: Page, position: string, arrow: 'ArrowLeft' | 'ArrowRight') => {
  await page.getByRole('button', { name: `Move ${position}` }).focus();
  await Promise.all([page.keyboard.press('Space'), page.keyboard.press(arrow)]);
  await page.keyboard.press('Space');
};

test('right after a mouse drag, a click opens a card and a keyboard move lands where the keys led', async ({
  page,
  hirelane,
  user,
}) => {
  test.setTimeout(120_000);
  const dragged = ['Cook', 'Waiter', 'Baker'];
  for (const position of [...dragged, 'Barista'])
    await createJobViaApi(hirelane, user.accessToken, { position, company: 'Nordlys' });
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Designer',
    company: 'Lys',
  });
  await moveJobViaApi(hirelane, user.accessToken, jobId, 'interviewed');
  await signIn(page, user);
  await expect(card(lane(page, 'Saved'), 'Barista')).toBeVisible();
  // Drag and drop is there (its handles are announced as movable): a press made before it arrives
  // is the subject of board-drag-loading.spec.ts.
  await expect(page.getByRole('button', { name: 'Move Cook' })).toHaveAttribute(
    'aria-roledescription',
    'movable job',
  );

  // Designer goes one lane on per round: Hired and Rejected lie past the middle of the board's
  // visible part (dnd-kit scrolls the board there), Drafts at its end.
  const rounds = [
    { drag: 'Cook', keysTo: 'Hired' },
    { drag: 'Waiter', keysTo: 'Rejected' },
    { drag: 'Baker', keysTo: 'Drafts' },
  ];
  for (const [index, round] of rounds.entries()) {
    await test.step(`round ${index + 1}: drag ${round.drag}, open Barista, move Designer to ${round.keysTo}`, async () => {
      await dragWithMouse(page, round.drag, 'Applied');

      await page.getByRole('button', { name: 'Barista at Nordlys' }).click();
      await expect(details(page).getByRole('heading', { name: 'Barista' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details(page)).toBeHidden();

      await moveWithKeys(page, 'Designer', 'ArrowRight');
      await expect(
        card(page.getByRole('list', { name: `Jobs in ${round.keysTo}`, exact: true }), 'Designer'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Move Designer', pressed: true })).toHaveCount(0);
    });
  }

  // The board says where every job is after a reload too.
  await page.reload();
  await expect(
    card(page.getByRole('list', { name: 'Jobs in Drafts', exact: true }), 'Designer'),
  ).toBeVisible();
  for (const position of dragged) await expect(card(lane(page, 'Applied'), position)).toBeVisible();
});

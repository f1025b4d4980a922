import type { Locator, Page } from '@playwright/test';
import { createJobViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// How the board sits on the screen: a long word in a title, more lanes than the screen is wide, a
// phone's floating "Add job".

const boxOf = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
};

/** The opacity of the lanes' frame's fade at one edge (its ::before or ::after). */
const fadeAt = (frame: Locator, edge: 'start' | 'end') =>
  frame.evaluate(
    (element, pseudo) => Number(getComputedStyle(element, pseudo).opacity),
    edge === 'start' ? '::before' : '::after',
  );

const lanesFrame = (page: Page) =>
  page.getByRole('region', { name: "The board's lanes" }).locator('xpath=..');

test('a title of one long word wraps inside its card, with the card’s menu button', async ({
  page,
  hirelane,
  user,
}) => {
  await createJobViaApi(hirelane, user.accessToken, { position: 'Interaksjonsdesigner', company: 'Nordlys' });
  await signIn(page, user);
  const card = page.getByRole('listitem').filter({ hasText: 'Interaksjonsdesigner' });
  const menu = page.getByRole('button', { name: 'More actions for Interaksjonsdesigner' });
  const title = page.getByRole('button', { name: 'Interaksjonsdesigner at Nordlys' });
  await expect(menu).toBeVisible();
  // Measured together, again until the board has settled (drag and drop arriving draws it again).
  const fits = async () => {
    const [cardBox, menuBox, titleBox] = await Promise.all(
      [card, menu, title].map((part) => part.boundingBox()),
    );
    if (!cardBox || !menuBox || !titleBox) return 'not laid out';
    if (menuBox.x + menuBox.width > cardBox.x + cardBox.width) return 'menu outside the card';
    if (titleBox.x + titleBox.width > menuBox.x) return 'title under the menu';
    return 'fits';
  };
  await expect.poll(fits).toBe('fits');
});

test('at 1440 px the board fades at the edge that hides lanes, and the fade follows the scroll', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, user);
  const scroller = page.getByRole('region', { name: "The board's lanes" });
  await expect(page.getByRole('region', { name: 'Drafts', exact: true })).toBeAttached();
  const frame = lanesFrame(page);
  // Drafts is cut at the right edge: that edge fades, the left one does not.
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollWidth > element.clientWidth))
    .toBe(true);
  await expect.poll(() => fadeAt(frame, 'end')).toBe(1);
  expect(await fadeAt(frame, 'start')).toBe(0);

  // Scrolled to its end, the fade moves to the left edge.
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => fadeAt(frame, 'start')).toBe(1);
  await expect.poll(() => fadeAt(frame, 'end')).toBe(0);
});

test('on a phone the floating "Add job" leaves the footer’s links in view', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user);
  const add = await boxOf(page.getByRole('button', { name: 'Add job' }));
  const links = page.locator('footer').getByRole('link');
  await expect(links.first()).toBeVisible();
  /** The footer's links that the button covers, where the page is scrolled now. */
  const covered = async () => {
    const names: string[] = [];
    for (const link of await links.all()) {
      const box = await boxOf(link);
      const overlaps =
        add.x < box.x + box.width &&
        box.x < add.x + add.width &&
        add.y < box.y + box.height &&
        box.y < add.y + add.height;
      if (overlaps) names.push((await link.textContent()) ?? '');
    }
    return names;
  };
  expect(await covered()).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(covered).toEqual([]);
});

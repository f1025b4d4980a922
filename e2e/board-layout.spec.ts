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
  const cardBox = await boxOf(card);
  const menuBox = await boxOf(page.getByRole('button', { name: 'More actions for Interaksjonsdesigner' }));
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  const titleBox = await boxOf(page.getByRole('button', { name: 'Interaksjonsdesigner at Nordlys' }));
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(menuBox.x);
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
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
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
  const add = page.getByRole('button', { name: 'Add job' });
  const terms = page.getByRole('link', { name: 'Terms and conditions' });
  const overlaps = async () => {
    const a = await boxOf(add);
    const b = await boxOf(terms);
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  await expect(terms).toBeInViewport();
  expect(await overlaps()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await overlaps()).toBe(false);
});

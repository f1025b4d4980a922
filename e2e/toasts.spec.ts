import type { Locator } from '@playwright/test';
import { createJobViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
};

// A toast never sits on the page's own controls: the header's account menu (closed and open), the
// board's Report and Add job, at a desktop, a small laptop and a phone size.
for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
])
  test(`a toast leaves the account menu, Report and Add job free (${size.width}×${size.height})`, async ({
    page,
    hirelane,
    user,
  }) => {
    await page.setViewportSize(size);
    // The toast's box where it ends, not where it slides in from.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await createJobViaApi(hirelane, user.accessToken, { position: 'Barista', company: 'Kaffebrenneriet' });
    await signIn(page, user);
    await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add job' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a job' });
    await drawer.getByLabel('Position').fill('Baker');
    await drawer.getByLabel('Company').fill('Åpent Bakeri');
    await drawer.getByRole('button', { name: 'Save job' }).click();
    await expect(drawer).toBeHidden();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Baker is on your board' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    const toastBox = await boxOf(toast);
    const controls = {
      'account menu': page.getByRole('button', { name: /^Account menu/ }),
      Report: page.getByRole('link', { name: 'Report' }),
      'Add job': page.getByRole('button', { name: 'Add job' }),
    };
    const covered: string[] = [];
    for (const [name, control] of Object.entries(controls)) {
      const box = await boxOf(control);
      if (overlaps(toastBox, box)) covered.push(name);
    }
    // Nor the account menu once open.
    await controls['account menu'].click();
    if (overlaps(toastBox, await boxOf(page.getByRole('menu')))) covered.push('the open account menu');
    await expect(toast).toBeVisible();
    expect(covered).toEqual([]);
  });

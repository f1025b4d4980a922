import { callApi, createJobViaApi, moveJobViaApi } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// A job's timeline in its details drawer, and "Applied … ago" on the board's cards.

const DESIGNER = { position: 'Product designer', company: 'Nordlys Energi' };
const BARISTA = { position: 'Barista', company: 'Kaffebrenneriet' };

const card = (page: Page, position: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Move ${position}`, exact: true }) });
const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });
const timeline = (page: Page) => details(page).getByRole('region', { name: 'Timeline' });

/** The local calendar day `days` before today, as the API takes it (YYYY-MM-DD). */
const dayBefore = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
};

test('the details show what happened to a job, and the card how long ago it was applied for', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, DESIGNER);
  // Applied twelve days ago, by the date the user typed.
  const barista = await createJobViaApi(hirelane, user.accessToken, {
    ...BARISTA,
    appliedDate: dayBefore(12),
  });
  await moveJobViaApi(hirelane, user.accessToken, barista.jobId, 'applied');
  await signIn(page, user);
  await expect(card(page, 'Barista').getByText('Applied 12 days ago')).toBeVisible();
  await expect(card(page, 'Product designer').getByText(/^Applied/)).toHaveCount(0);

  await page.getByRole('button', { name: `${DESIGNER.position} at ${DESIGNER.company}` }).click();
  const events = timeline(page).getByRole('listitem');
  await expect(events).toHaveText([/^Added to the board/]);

  // Move it, then set an interview: the open timeline follows.
  await details(page).getByRole('combobox', { name: 'Move to lane' }).click();
  await page.getByRole('option', { name: 'Applied' }).click();
  await expect(events).toHaveText([/^Added to the board/, /^Moved from Saved to Applied/]);
  await details(page).getByLabel('Next interview').click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^15 / }).first().click();
  await page.getByRole('button', { name: 'Use this time' }).click();
  await expect(events).toHaveText([
    /^Added to the board/,
    /^Moved from Saved to Applied/,
    /^Interview set for .*10:00/,
  ]);
  await expect(timeline(page).getByRole('list')).toHaveJSProperty('tagName', 'OL');
  await expect(events.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await timeline(page).scrollIntoViewIfNeeded();
  await shot('timeline');
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await page.keyboard.press('Escape');
  await expect(card(page, 'Product designer').getByText('Applied today')).toBeVisible();

  // A letter written for the job joins its timeline, linked.
  await callApi(hirelane, user.accessToken, 'POST', '/jobs/application', {
    title: 'Letter to Nordlys',
    jobId,
  });
  await page.getByRole('button', { name: `${DESIGNER.position} at ${DESIGNER.company}` }).click();
  await expect(events).toHaveCount(4);
  await expect(events.last()).toHaveText(/^Application letter written: Letter to Nordlys/);
  await timeline(page).getByRole('link', { name: 'Letter to Nordlys' }).click();
  await expect(page).toHaveURL(/\/letters\/[^/]+$/);
});

test.describe('in Norwegian on a phone', () => {
  test.use({ language: 'no', viewport: { width: 390, height: 844 } });

  test('the timeline and the card speak Norwegian', async ({ page, hirelane, user }) => {
    const { jobId } = await createJobViaApi(hirelane, user.accessToken, DESIGNER);
    await moveJobViaApi(hirelane, user.accessToken, jobId, 'applied');
    await signIn(page, user, `/?lane=applied&job=${jobId}`);
    const drawer = page.getByRole('dialog', { name: 'Om jobben' });
    const events = drawer.getByRole('region', { name: 'Tidslinje' }).getByRole('listitem');
    await expect(events).toHaveText([/^Lagt til på tavlen/, /^Flyttet fra Lagret til Søkt/]);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Søkt i dag')).toBeVisible();
  });
});

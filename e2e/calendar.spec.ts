import fs from 'node:fs';
import ICAL from 'ical.js';
import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn, signInToJob } from './support/sign-in.ts';
import { pickFifteenthInGrid } from './support/ui.ts';

// Interview calendar: one interview as an .ics download from the job's details, and a
// private feed of every upcoming interview that calendars subscribe to by its address alone.

const DESIGNER = { position: 'Product designer', company: 'Nordlys Energi', location: 'Oslo, Aker brygge' };

const parseCalendar = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
};

/** Reads a feed as a calendar app does: no session, no cookies. */
const readFeed = (url: string) => fetch(url, { headers: { Accept: 'text/calendar' } });

/** The 15th of next month as the date picker names it, and 10:00 that day in the browser's zone. */
const fifteenthOfNextMonth = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const date = new Date(now.getFullYear(), now.getMonth() + 1, 15, 10, 0);
    return {
      label: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
        date,
      ),
      iso: date.toISOString(),
    };
  });

test.describe('an interview in the calendar', () => {
  // Oslo time in the browser: the file must carry the same moment in UTC.
  test.use({ timezoneId: 'Europe/Oslo' });

  test('set the interview, then download it as .ics from the job details', async ({
    page,
    hirelane,
    user,
    shot,
  }) => {
    const { jobId } = await createJobViaApi(hirelane, user.accessToken, DESIGNER);
    const drawer = await signInToJob(page, user, jobId);
    await expect(drawer.getByRole('heading', { name: DESIGNER.position })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

    const interview = await fifteenthOfNextMonth(page);
    await drawer.getByLabel('Next interview').click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: interview.label }).click();
    await page.getByRole('button', { name: 'Use this time' }).click();
    await expect(page.getByText('Interview date saved')).toBeVisible();

    const add = drawer.getByRole('button', { name: 'Add to calendar' });
    await expect(add).toBeVisible();
    await shot('details-add-to-calendar');
    const downloading = page.waitForEvent('download');
    await add.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('interview-nordlys-energi.ics');
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`DTSTART:${interview.iso.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    const [event, ...others] = parseCalendar(text);
    expect(others).toEqual([]);
    expect(event?.uid).toBe(`job-${jobId}@hirelane`);
    expect(event?.startDate.toJSDate().toISOString()).toBe(interview.iso);
    expect(event?.summary).toBe('Interview: Product designer at Nordlys Energi');
    expect(event?.location).toBe('Oslo, Aker brygge');
    expect(event?.description).toContain(`${hirelane.url}/?job=${jobId}`);
  });
});

test.describe('the interview time, typed by keyboard', () => {
  test.use({ timezoneId: 'Europe/Oslo' });

  /** The 15th of next month at 14:30 in the browser's zone. */
  const fifteenthAtHalfPastTwo = (page: Page) =>
    page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth() + 1, 15, 14, 30).toISOString();
    });

  /** From the open picker: next month, into its grid, arrows to the 15th, Enter picks it. */
  const pickFifteenthOfNextMonth = async (page: Page) => {
    await page.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Enter');
    await pickFifteenthInGrid(page);
  };

  test('a day and 14:30 typed by keyboard are saved once, on confirm, and reach the .ics', async ({
    page,
    hirelane,
    user,
  }) => {
    const { jobId } = await createJobViaApi(hirelane, user.accessToken, DESIGNER);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/nextInterview')) saves.push(request.url());
    });
    const drawer = await signInToJob(page, user, jobId);
    const field = drawer.getByLabel('Next interview');
    await field.focus();
    await page.keyboard.press('Enter');

    // A time typed before any day stays a time: nothing is saved, no interview today appears.
    const hours = page.getByLabel('Hours');
    await hours.focus();
    await page.keyboard.type('0915');
    await expect(field).not.toContainText(':');
    await pickFifteenthOfNextMonth(page);
    await expect(field).toContainText('15');
    await expect(field).toContainText('09:15');

    // Picking the day puts the focus in the hours: 14, then 30 in the minutes, Enter confirms.
    await expect(hours).toBeFocused();
    await page.keyboard.type('14');
    await expect(hours).toHaveValue('14');
    await page.getByLabel('Minutes').focus();
    await page.keyboard.type('30');
    await expect(field).toContainText('14:30');
    expect(saves).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Interview date saved')).toBeVisible();
    await expect(field).toContainText('14:30');
    expect(saves).toHaveLength(1);

    const expected = await fifteenthAtHalfPastTwo(page);
    const job = await callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}`);
    expect(job.nextInterviewDate).toBe(expected);
    const ics = await fetch(`${hirelane.url}/api/jobs/${jobId}/interview.ics`, {
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    const [event] = parseCalendar(await ics.text());
    expect(event?.startDate.toJSDate().toISOString()).toBe(expected);

    // Reopened, the picker starts from the stored 14:30; Escape drops a change unsaved.
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Hours')).toHaveValue('14');
    await page.getByLabel('Hours').focus();
    await page.keyboard.type('16');
    await page.keyboard.press('Escape');
    // Escape may close the drawer as well; either way the stored time is still 14:30.
    await page.goto(`/?job=${jobId}`);
    await expect(field).toContainText('14:30');
    expect(saves).toHaveLength(1);
    expect((await callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}`)).nextInterviewDate).toBe(
      expected,
    );
  });
});

test.describe('the private feed of every interview', () => {
  /** A job with an interview in three days (its start, to the second, as a feed writes it). */
  const seedInterview = async (hirelane: RunningApp, user: SeededUser) => {
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    const { jobId } = await createJobViaApi(hirelane, user.accessToken, DESIGNER);
    await callApi(hirelane, user.accessToken, 'PUT', `/jobs/${jobId}/nextInterview`, {
      nextInterviewDate: soon.toISOString(),
    });
    return { jobId, startsAt: Math.floor(soon.getTime() / 1000) * 1000 };
  };

  /** Turns the feed on through the API and opens the calendar page; its address as the page shows it. */
  const openWithFeed = async (page: Page, hirelane: RunningApp, user: SeededUser) => {
    const feed = await callApi(hirelane, user.accessToken, 'PUT', '/calendar/feed');
    await signIn(page, user, '/account/calendar');
    const link = page.getByRole('textbox', { name: 'Your private calendar link' });
    await expect(link).toHaveValue(String(feed.url));
    return { link, url: String(feed.url) };
  };

  test('the job details lead to the calendar page', async ({ page, hirelane, user }) => {
    const { jobId } = await seedInterview(hirelane, user);
    await signIn(page, user, `/?job=${jobId}`);
    await page.getByRole('link', { name: 'Subscribe to all your interviews' }).click();
    await expect(page).toHaveURL(/\/account\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Interview calendar', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calendar', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('create the link: copy it, or open it in a calendar app', async ({
    page,
    clipboardText,
    hirelane,
    user,
    shot,
  }) => {
    await signIn(page, user, '/account/calendar');
    await page.getByRole('button', { name: 'Create my calendar link' }).click();
    const link = page.getByRole('textbox', { name: 'Your private calendar link' });
    await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await link.inputValue();
    expect(url.startsWith(`${hirelane.url}/api/calendar/`)).toBe(true);
    await expect(page.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await clipboardText()).toBe(url);
    await shot('calendar-feed');
    await expectNoSeriousViolations(page);
  });

  test('a calendar reads the feed without a session', async ({ hirelane, user }) => {
    const { jobId, startsAt } = await seedInterview(hirelane, user);
    const { url } = await callApi(hirelane, user.accessToken, 'PUT', '/calendar/feed');
    const feed = await readFeed(String(url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parseCalendar(await feed.text());
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      [`job-${jobId}@hirelane`, 'Interview: Product designer at Nordlys Energi'],
    ]);
    expect(events[0]?.startDate.toJSDate().getTime()).toBe(startsAt);
  });

  test('a new link, by keyboard: Escape keeps the old one; confirmed, the old one is dead', async ({
    page,
    hirelane,
    user,
  }) => {
    const { link, url: first } = await openWithFeed(page, hirelane, user);
    // The dialog says what happens to the old link; Escape keeps it.
    const rotate = page.getByRole('button', { name: 'Create a new link' });
    await rotate.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create a new link?' });
    await expect(dialog.getByText(/The current link stops working at once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toHaveValue(first);

    await rotate.click();
    await dialog.getByRole('button', { name: 'Create new link' }).click();
    await expect(page.getByText('You have a new calendar link.', { exact: false })).toBeVisible();
    await expect(link).not.toHaveValue(first);
    const second = await link.inputValue();
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);
  });

  test('turned off, the link is dead and the page is back to its start', async ({ page, hirelane, user }) => {
    const { url } = await openWithFeed(page, hirelane, user);
    expect((await readFeed(url)).status).toBe(200);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off the calendar link?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await expect(page.getByRole('button', { name: 'Create my calendar link' })).toBeVisible();
    expect((await readFeed(url)).status).toBe(404);
  });
});

test.describe('on a phone, in Norwegian', () => {
  test.use({ viewport: { width: 390, height: 844 }, language: 'no' });

  test('the calendar page fits the screen and speaks Norwegian', async ({ page, user, shot }) => {
    await signIn(page, user, '/account/calendar');
    await expect(page.getByRole('heading', { name: 'Intervjukalender', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Lag kalenderlenken min' }).click();
    await expect(page.getByRole('textbox', { name: 'Din private kalenderlenke' })).toHaveValue(/\.ics$/);
    await expect(page.getByRole('button', { name: 'Lag en ny lenke' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('calendar-phone-no');
    await expectNoSeriousViolations(page);
  });
});

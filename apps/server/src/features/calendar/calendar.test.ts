import type { CalendarFeed, CalendarFeedResponse } from '@hirelane/contract/calendar';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createJob, nextClientAddress, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { createSecondInstance, TEST_ORIGIN } from '../../../test/test-app.ts';

const t = await fileTestApp();
const owner = await signedInUser(t);
const stranger = await signedInUser(t);

type Headers = Record<string, string>;
const HOUR = 60 * 60_000;

const setInterview = async (auth: Headers, jobId: string, nextInterviewDate: string | null) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}/nextInterview`,
    headers: auth,
    payload: { nextInterviewDate },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
};
const jobWithInterview = async (auth: Headers, fields: Record<string, unknown>, at: Date | string) => {
  const job = await createJob(t, auth, fields);
  await setInterview(auth, job.jobId, typeof at === 'string' ? at : at.toISOString());
  return job;
};
const inFromNow = (ms: number) => new Date(t.clock.now().getTime() + ms);

const interviewIcs = (jobId: string, headers: Headers = owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/interview.ics`, headers });
const feedCall = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', auth: Headers = owner.auth) =>
  t.app.inject({
    method,
    url: method === 'POST' ? '/api/calendar/feed/rotate' : '/api/calendar/feed',
    headers: auth,
  });
/** Fetches a feed as a calendar would: no session, from an address of its own. */
const fetchFeed = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: nextClientAddress() });

/** Parsed with ical.js, as a calendar app would read it. */
const parse = (body: string) => {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
};

/** RFC 5545 §3.1: CRLF after every line, no line over 75 octets, no character cut in two. */
const expectWellFormedLines = (body: Buffer) => {
  const text = body.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  let start = 0;
  for (let end = body.indexOf('\r\n'); end >= 0; end = body.indexOf('\r\n', start)) {
    const line = body.subarray(start, end);
    expect(line.length, line.toString()).toBeLessThanOrEqual(75);
    // A cut UTF-8 sequence would decode to U+FFFD.
    expect(line.toString('utf8')).not.toContain('\uFFFD');
    start = end + 2;
  }
};

describe("a job's interview as .ics", () => {
  it('is one RFC 5545 event: stable UID, DTSTART in UTC, summary, location and a link back', async () => {
    const job = await jobWithInterview(
      owner.auth,
      { position: 'Frontend developer', company: 'Fjord Software AS', location: 'Oslo' },
      '2026-06-01T10:00:00+02:00',
    );
    const response = await interviewIcs(job.jobId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="interview-fjord-software-as.ics"; filename*=UTF-8''interview-fjord-software-as.ics`,
    );
    expectWellFormedLines(response.rawPayload);

    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Hirelane//Interview calendar//EN');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.uid).toBe(`job-${job.jobId}@hirelane`);
    expect(event?.startDate.zone?.tzid).toBe('UTC');
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-06-01T09:00:00.000Z');
    expect(event?.summary).toBe('Interview: Frontend developer at Fjord Software AS');
    expect(event?.location).toBe('Oslo');
    expect(event?.description).toContain(`${TEST_ORIGIN}/?job=${job.jobId}`);
    expect(event?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      ICAL.Time.fromJSDate(t.clock.now(), true).toString(),
    );
    expect(response.body).toContain('\r\nDTSTART:20260601T080000Z\r\n');

    // The UID stays when the interview moves: calendars update the event instead of adding one.
    await setInterview(owner.auth, job.jobId, '2026-06-02T12:30:00Z');
    const moved = parse((await interviewIcs(job.jobId)).body).events[0];
    expect(moved?.uid).toBe(`job-${job.jobId}@hirelane`);
    expect(moved?.startDate.toJSDate().toISOString()).toBe('2026-06-02T12:30:00.000Z');
  });

  it('escapes commas, semicolons, backslashes and line breaks, and folds long non-ASCII lines', async () => {
    const position = 'Sjåfør, lager; natt \\ helg – 🚚 '.repeat(5).trim();
    const company = 'Ærlige Østlandske Åkerbær AS';
    const location = 'Storgata 1, 0155 Oslo;\n2. etasje, inngang B';
    const job = await jobWithInterview(owner.auth, { position, company, location }, inFromNow(24 * HOUR));
    const response = await interviewIcs(job.jobId);
    expectWellFormedLines(response.rawPayload);
    expect(response.body).toContain('LOCATION:Storgata 1\\, 0155 Oslo\\;\\n2. etasje\\, inngang B');
    expect(response.body).toContain('Sjåfør\\, lager\\; natt \\\\ helg');
    expect(response.body).toMatch(/\r\n [^\r\n]/); // folded

    const [event] = parse(response.body).events;
    expect(event?.summary).toBe(`Interview: ${position} at ${company}`);
    expect(event?.location).toBe(location);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('interview-ærlige-østlandske-åkerbær-as.ics')}`,
    );
  });

  it('is written in Norwegian for a Norwegian app, with the job ad in the description', async () => {
    const job = await jobWithInterview(
      owner.auth,
      { position: 'Sykepleier', company: 'Helse Bergen', postingUrl: 'https://jobs.example/sykepleier' },
      inFromNow(48 * HOUR),
    );
    const response = await interviewIcs(job.jobId, { ...owner.auth, 'accept-language': 'nb-NO,nb;q=0.9' });
    const [event] = parse(response.body).events;
    expect(event?.summary).toBe('Intervju: Sykepleier hos Helse Bergen');
    expect(event?.description).toBe(
      `Åpne jobben i Hirelane: ${TEST_ORIGIN}/?job=${job.jobId}\nStillingsannonse: https://jobs.example/sykepleier`,
    );
    expect(event?.location).toBeNull();
    expect(response.body).not.toContain('LOCATION');
  });

  it("answers 404 for another user's job, a job without an interview and an unknown job; 401 signed out", async () => {
    const mine = await jobWithInterview(owner.auth, { position: 'Mine' }, inFromNow(HOUR));
    expect((await interviewIcs(mine.jobId, stranger.auth)).statusCode).toBe(404);
    const without = await createJob(t, owner.auth, { position: 'No interview' });
    const none = await interviewIcs(without.jobId);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This job has no interview date' });
    await setInterview(owner.auth, mine.jobId, null);
    expect((await interviewIcs(mine.jobId)).statusCode).toBe(404);
    expect((await interviewIcs('no-such-job')).statusCode).toBe(404);
    expect((await interviewIcs(mine.jobId, {})).statusCode).toBe(401);
  });
});

describe('the private calendar feed', () => {
  it('is off until turned on, then keeps one unguessable address with a webcal:// twin', async () => {
    const user = await signedInUser(t);
    expect((await feedCall('GET', user.auth)).json<CalendarFeedResponse>()).toEqual({ feed: null });
    const on = await feedCall('PUT', user.auth);
    expect(on.statusCode).toBe(200);
    const feed = on.json<CalendarFeed>();
    const token = /^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed.url)?.[1];
    expect(token).toBeDefined();
    expect(feed.webcalUrl).toBe(`webcal://localhost:3000/api/calendar/${token}.ics`);
    expect((await feedCall('PUT', user.auth)).json()).toEqual(feed);
    expect((await feedCall('GET', user.auth)).json()).toEqual({ feed });
    // Another instance of the deployment shows the same address (derived, not kept in memory).
    const second = await createSecondInstance(t);
    try {
      const again = await second.inject({ method: 'GET', url: '/api/calendar/feed', headers: user.auth });
      expect(again.json()).toEqual({ feed });
    } finally {
      await second.close();
    }
    // Neither the token nor anything that rebuilds it alone is stored.
    const rows = await t.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('holds every interview that has not ended, soonest first, and nobody else’s', async () => {
    const user = await signedInUser(t);
    // Whole seconds: an iCalendar time has no fractions.
    const laterAt = new Date(Math.floor(inFromNow(72 * HOUR).getTime() / 1000) * 1000);
    const later = await jobWithInterview(
      user.auth,
      { position: 'Later, senior', company: 'Beta; AS', location: 'Bergen' },
      laterAt,
    );
    const soon = await jobWithInterview(
      user.auth,
      { position: 'Soon', company: 'Alfa' },
      inFromNow(2 * HOUR),
    );
    const now = await jobWithInterview(
      user.auth,
      { position: 'Now', company: 'Gamma' },
      inFromNow(-HOUR / 2),
    );
    await jobWithInterview(user.auth, { position: 'Past', company: 'Delta' }, inFromNow(-2 * HOUR));
    await jobWithInterview(user.auth, { position: 'Last week', company: 'Epsilon' }, inFromNow(-168 * HOUR));
    await createJob(t, user.auth, { position: 'No interview' });
    await jobWithInterview(stranger.auth, { position: 'Not yours' }, inFromNow(3 * HOUR));
    const feed = (await feedCall('PUT', user.auth)).json<CalendarFeed>();

    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expectWellFormedLines(response.rawPayload);
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hirelane interviews');
    expect(events.map((event) => event.uid)).toEqual(
      [now, soon, later].map((job) => `job-${job.jobId}@hirelane`),
    );
    const last = events[2];
    expect(last?.summary).toBe('Interview: Later, senior at Beta; AS');
    expect(last?.location).toBe('Bergen');
    expect(last?.startDate.toJSDate().toISOString()).toBe(laterAt.toISOString());
    expect(last?.description).toContain(`${TEST_ORIGIN}/?job=${later.jobId}`);
    expect(response.body).toContain('SUMMARY:Interview: Later\\, senior at Beta\\; AS');

    // The same feed an hour and a half later: the interview in progress has ended.
    t.clock.advance(1.5 * HOUR);
    try {
      const after = parse((await fetchFeed(feed.url)).body).events;
      expect(after.map((event) => event.summary)).toEqual([
        'Interview: Soon at Alfa',
        'Interview: Later, senior at Beta; AS',
      ]);
    } finally {
      t.clock.advance(-1.5 * HOUR);
    }
  });

  it('is empty but valid without interviews, and in Norwegian for a Norwegian account', async () => {
    const user = await signedInUser(t);
    const feed = (await feedCall('PUT', user.auth)).json<CalendarFeed>();
    const empty = parse((await fetchFeed(feed.url)).body);
    expect(empty.events).toEqual([]);
    expect(empty.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hirelane interviews');

    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/jobs/application/profile/basic',
      headers: user.auth,
      payload: { firstName: 'Kari', lastName: 'Nordmann', country: 'NO', preferredLanguage: 'no' },
    });
    expect(settings.statusCode).toBe(200);
    const job = await jobWithInterview(user.auth, { position: 'Lærer', company: 'Skole' }, inFromNow(HOUR));
    const norwegian = parse((await fetchFeed(feed.url)).body);
    expect(norwegian.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hirelane-intervjuer');
    expect(norwegian.events.map((event) => [event.summary, event.description])).toEqual([
      ['Intervju: Lærer hos Skole', `Åpne jobben i Hirelane: ${TEST_ORIGIN}/?job=${job.jobId}`],
    ]);
  });

  it('gets a new address on rotation and the old one answers 404 at once; off answers 404 too', async () => {
    const user = await signedInUser(t);
    await jobWithInterview(user.auth, { position: 'Rotating' }, inFromNow(5 * HOUR));
    const first = (await feedCall('PUT', user.auth)).json<CalendarFeed>();
    expect((await fetchFeed(first.url)).statusCode).toBe(200);

    const rotated = await feedCall('POST', user.auth);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<CalendarFeed>();
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect((await feedCall('GET', user.auth)).json()).toEqual({ feed: second });

    const off = await feedCall('DELETE', user.auth);
    expect(off.statusCode).toBe(200);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await feedCall('GET', user.auth)).json()).toEqual({ feed: null });

    // Rotating while off turns it on with a fresh address.
    const fresh = (await feedCall('POST', user.auth)).json<CalendarFeed>();
    expect([first.url, second.url]).not.toContain(fresh.url);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
  });

  it('answers 404 to unknown and malformed tokens, and 401 to the owner routes signed out', async () => {
    for (const token of ['x'.repeat(43), 'short', '..%2F..%2Fetc', `${'a'.repeat(43)}.ics`, 'a'.repeat(99)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
      expect(response.statusCode, token).toBe(404);
    }
    for (const method of ['GET', 'PUT', 'DELETE', 'POST'] as const)
      expect((await feedCall(method, {})).statusCode, method).toBe(401);
  });

  it('limits how often one feed is read', async () => {
    const user = await signedInUser(t);
    const feed = (await feedCall('PUT', user.auth)).json<CalendarFeed>();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await fetchFeed(feed.url)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('goes with the account, and the data export shows it without its secrets', async () => {
    const user = await signedInUser(t);
    const feed = (await feedCall('PUT', user.auth)).json<CalendarFeed>();
    const exported = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: user.auth });
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const rows = JSON.parse(new TextDecoder().decode(zip['data/calendar_feeds.json'])) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['created_at', 'id', 'user_id']);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-profile',
      headers: user.auth,
      cookies: { hl_refresh: user.refreshToken ?? '' },
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    const userId = rows[0]?.user_id as string;
    const left = await t.db.selectFrom('calendar_feeds').select('id').where('user_id', '=', userId).execute();
    expect(left).toEqual([]);
  });
});

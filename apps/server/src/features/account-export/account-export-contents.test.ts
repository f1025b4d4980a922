import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, moveJob, signedInUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** RFC 4180, strictly: a stray quote, an open quote at the end or a ragged row throws. */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"' && field === '') {
      const close = () => {
        for (let i = at + 1; i < text.length; i += 1) {
          if (text[i] === '"' && text[i + 1] === '"') i += 1;
          else if (text[i] === '"') return i;
        }
        throw new Error('unterminated quoted field');
      };
      const end = close();
      field = text.slice(at + 1, end).replaceAll('""', '"');
      at = end + 1;
      if (![',', '\r', undefined].includes(text[at])) throw new Error(`text after a quoted field at ${at}`);
      continue;
    }
    const char = text[at] ?? '';
    if (char === ',') {
      record.push(field);
      field = '';
      at += 1;
    } else if (char === '\r') {
      if (text[at + 1] !== '\n') throw new Error(`a CR without LF at ${at}`);
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 2;
    } else if (char === '"' || char === '\n') {
      throw new Error(`a bare ${JSON.stringify(char)} at ${at}`);
    } else {
      field += char;
      at += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  const width = records[0]?.length;
  for (const row of records) if (row.length !== width) throw new Error(`a row of ${row.length} cells`);
  return records;
};

const SIGN_IN_TABLES = ['data/refresh_tokens.json', 'data/email_codes.json'];
const SECRET_COLUMN = /hash|secret|seed|token|password/i;

describe('GET /api/auth/export: no sign-in secrets, and the jobs as a spreadsheet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const exportOf = async (auth: Record<string, string>, language = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/export',
      headers: { ...auth, 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => new TextDecoder().decode(zip[name]);
    return { zip, text };
  };

  it('leaves out sessions, one-time codes and every secret column, and no token is in it', async () => {
    const user = await signedInUser(t);
    const secondDevice = await signIn(t, user.email, user.password);
    const feed = await t.app.inject({ method: 'PUT', url: '/api/calendar/feed', headers: user.auth });
    expect(feed.statusCode).toBe(200);
    const feedToken = new URL(feed.json<{ url: string }>().url).pathname
      .split('/')
      .pop()
      ?.replace('.ics', '');

    const { zip, text } = await exportOf(user.auth);
    const names = Object.keys(zip);
    for (const name of SIGN_IN_TABLES) expect(names).not.toContain(name);
    expect(names).toContain('data/users.json');
    expect(names).toContain('data/calendar_feeds.json');
    const tables = names.filter((name) => name.startsWith('data/'));
    for (const name of tables) {
      const rows = JSON.parse(text(name)) as Record<string, unknown>[];
      for (const row of rows)
        expect(Object.keys(row).filter((column) => SECRET_COLUMN.test(column))).toEqual([]);
    }
    const everything = names.map(text).join('\n');
    for (const secret of [
      user.refreshToken,
      secondDevice.refreshToken,
      user.accessToken,
      secondDevice.accessToken,
      feedToken,
    ]) {
      expect(secret && secret.length > 20).toBe(true);
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain('$argon2');
  });

  it('adds jobs.csv: UTF-8 with BOM, RFC 4180, one row per job in board order, formulas defused', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const applied = await createJob(t, user.auth, {
      position: '=HYPERLINK("http://evil.example","Click")',
      company: 'Fjord, "Nord" & Sønner',
      location: 'Tromsø',
      workplace: 'hybrid',
      employmentType: 'full-time',
      postingUrl: 'https://jobs.example/1',
      salaryMin: 650000,
      salaryMax: 720000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
      deadline: '2026-12-01',
      contactPhone: '+47 22 33 44 55',
      notes: 'Line one\nLine two, with a comma',
    });
    await moveJob(t, user.auth, applied.jobId, 'applied');
    await createJob(t, user.auth, { position: 'Designer', company: 'Ærlig AS', isPinned: true });
    await createJob(t, user.auth, { position: '@SUM(A1)', company: '-Minus' });
    await createJob(t, other.auth, { position: 'Not yours', company: 'Other AS' });

    const { zip, text } = await exportOf(user.auth);
    const bytes = zip['jobs.csv'];
    expect(bytes).toBeDefined();
    expect([...(bytes ?? new Uint8Array()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = text('jobs.csv');
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 8)).toEqual([
      'Position',
      'Company',
      'Location',
      'Workplace',
      'Employment type',
      'Lane',
      'Pinned',
      'Link to the ad',
    ]);
    const column = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    // Saved (pinned first), then applied.
    expect(rows.map((row) => column(row, 'Position'))).toEqual([
      'Designer',
      "'@SUM(A1)",
      '\'=HYPERLINK("http://evil.example","Click")',
    ]);
    const [pinned, defused, job] = rows;
    expect(column(pinned, 'Company')).toBe('Ærlig AS');
    expect(column(pinned, 'Pinned')).toBe('Yes');
    expect(column(defused, 'Company')).toBe("'-Minus");
    expect(column(job, 'Company')).toBe('Fjord, "Nord" & Sønner');
    expect(column(job, 'Location')).toBe('Tromsø');
    expect(column(job, 'Workplace')).toBe('Hybrid');
    expect(column(job, 'Employment type')).toBe('Full-time');
    expect(column(job, 'Lane')).toBe('Applied');
    expect(column(job, 'Link to the ad')).toBe('https://jobs.example/1');
    expect(column(job, 'Salary from')).toBe('650000');
    expect(column(job, 'Salary to')).toBe('720000');
    expect(column(job, 'Currency')).toBe('NOK');
    expect(column(job, 'Salary per')).toBe('year');
    expect(column(job, 'Deadline')).toBe('2026-12-01');
    expect(column(job, 'Contact phone')).toBe("'+47 22 33 44 55");
    expect(column(job, 'Notes')).toBe('Line one\nLine two, with a comma');
    expect(column(job, 'Added (UTC)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(csv).not.toContain('Not yours');

    const norwegian = await exportOf(user.auth, 'no');
    const [norwegianHeader, first] = parseCsv(norwegian.text('jobs.csv').replace(/^\uFEFF/, ''));
    expect(norwegianHeader?.slice(0, 2)).toEqual(['Stilling', 'Firma']);
    expect(first?.[norwegianHeader?.indexOf('Kolonne') ?? -1]).toBe('Lagret');
  });
  it("writes the interview's time in UTC, as its title says, and on the user's clocks when their zone is known", async () => {
    const user = await signedInUser(t);
    const { jobId } = await createJob(t, user.auth, { position: 'Utvikler', company: 'Fjord AS' });
    const interview = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}/nextInterview`,
      headers: user.auth,
      payload: { nextInterviewDate: '2026-12-03T09:30:00.000Z' },
    });
    expect(interview.statusCode).toBe(200);
    const sheet = async (language = 'en') => {
      const [header, row] = parseCsv(
        (await exportOf(user.auth, language)).text('jobs.csv').replace(/^\uFEFF/, ''),
      );
      return (title: string) => (header?.includes(title) ? row?.[header.indexOf(title)] : undefined);
    };

    // No time zone known: UTC only, said in the title; the JSON gives the instant with its Z.
    const before = await sheet();
    expect(before('Next interview (UTC)')).toBe('2026-12-03 09:30');
    const { text } = await exportOf(user.auth);
    const [job] = JSON.parse(text('data/jobs.json')) as { next_interview_at: string }[];
    expect(new Date(job?.next_interview_at ?? '').toISOString()).toBe('2026-12-03T09:30:00.000Z');
    expect(JSON.stringify(job?.next_interview_at)).toMatch(/Z"$/);
    expect(text('README.txt')).toContain('UTC');

    // The reminder settings tell the user's zone: the same time on their clocks, beside it.
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      headers: user.auth,
      payload: { staleEnabled: false, staleDays: 7, interviewEnabled: true, timeZone: 'America/New_York' },
    });
    expect(settings.statusCode).toBe(200);
    const after = await sheet();
    expect(after('Next interview (UTC)')).toBe('2026-12-03 09:30');
    expect(after('Next interview (America/New_York time)')).toBe('2026-12-03 04:30');
    expect((await sheet('no'))('Neste intervju (tid i America/New_York)')).toBe('2026-12-03 04:30');
  });
});

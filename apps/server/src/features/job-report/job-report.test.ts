import type { JobReport } from '@hirelane/contract/job-report';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createJob, moveJob, signedInUser, signIn } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
t.clock.set(new Date('2026-03-02T10:00:00.000Z'));

type Headers = Record<string, string>;
type User = Awaited<ReturnType<typeof signedInUser>>;
/** Moves the clock and signs in again (an access token lasts 15 minutes of the fake clock). */
const at = async (user: User, iso: string): Promise<Headers> => {
  t.clock.set(new Date(iso));
  return (await signIn(t, user.email, user.password)).auth;
};
const report = async (headers: Headers, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/reports/statistics?${query}`, headers });
const setInterview = (headers: Headers, jobId: string, nextInterviewDate: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}/nextInterview`,
    headers,
    payload: { nextInterviewDate },
  });
const pdfText = async (headers: Headers, query: string, language: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/jobs/reports/statistics/download?${query}`,
    headers: { ...headers, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  // One space for each run of white space: a paragraph's lines may break anywhere.
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
};
/** The funnel's stages from the figures: saved, applied, interviewed, hired. */
const funnelOf = ({ summary: s }: JobReport) => [s.totalJobs, s.appliedJobs, s.interviews, s.offers];

describe('the job report', () => {
  it('is empty for an empty board', async () => {
    const { auth } = await signedInUser(t);
    const response = await report(auth, 'from=2026-01-01&to=2026-12-31');
    expect(response.statusCode).toBe(200);
    const body: JobReport = response.json();
    expect(body.details).toEqual([]);
    expect(body.summary).toMatchObject({
      totalJobs: 0,
      appliedJobs: 0,
      responseRate: null,
      medianDaysToInterview: null,
    });
    expect(body.lanes.map((l) => l.count)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('counts applications, interviews, offers and rejections from the lane history', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await createJob(t, await at(other, '2026-03-02T09:00:00.000Z'), { position: 'Not mine', company: 'X' });
    let auth = await at(user, '2026-03-02T10:00:00.000Z');
    const a = await createJob(t, auth, { position: 'Utvikler', company: 'Blåbær AS' });
    const b = await createJob(t, auth, { position: 'Designer', company: 'Equinor' });
    const c = await createJob(t, auth, { position: 'Analyst', company: 'DNB' });
    await createJob(t, auth, { position: 'Saved only', company: 'Fjord' });
    for (const job of [a, b, c]) await moveJob(t, auth, job.jobId, 'applied');
    auth = await at(user, '2026-03-06T10:00:00.000Z');
    await moveJob(t, auth, a.jobId, 'interviewed');
    auth = await at(user, '2026-03-12T10:00:00.000Z');
    await moveJob(t, auth, b.jobId, 'interviewed');
    await moveJob(t, auth, b.jobId, 'hired');
    await moveJob(t, auth, c.jobId, 'rejected');

    const body: JobReport = (await report(auth, 'from=2026-03-01&to=2026-03-31')).json();
    expect(body.summary).toEqual({
      totalJobs: 4,
      savedJobs: 1,
      appliedJobs: 3,
      interviews: 2,
      offers: 1,
      hiredJobs: 1,
      rejectedJobs: 1,
      responseRate: 100,
      medianDaysToInterview: 7,
    });
    expect(body.lanes.find((l) => l.lane === 'interviewed')?.count).toBe(1);
    expect(body.perWeek.find((w) => w.weekStart === '2026-03-02')?.applications).toBe(3);
    expect(body.details.map((d) => d.position)).not.toContain('Not mine');
    expect(body.details.find((d) => d.position === 'Utvikler')).toMatchObject({
      lane: 'interviewed',
      appliedDate: '2026-03-02',
    });

    const filtered: JobReport = (await report(auth, 'from=2026-03-01&to=2026-03-31&status=hired')).json();
    expect(filtered.details.map((d) => d.position)).toEqual(['Designer']);
  });

  it('counts an interview only from the lane history, so the funnel only narrows', async () => {
    const user = await signedInUser(t);
    const auth = await at(user, '2026-07-01T10:00:00.000Z');
    const jobs = [];
    for (const position of ['Utvikler', 'Designer', 'Analyst']) {
      const job = await createJob(t, auth, { position, company: 'Fjord' });
      expect((await setInterview(auth, job.jobId, '2026-07-20T09:00:00.000Z')).statusCode).toBe(200);
      jobs.push(job);
    }
    await moveJob(t, auth, jobs[0]?.jobId ?? '', 'applied');

    const body: JobReport = (await report(auth, 'from=2026-07-01&to=2026-07-31')).json();
    // An interview date alone makes no interview and no response: none of them moved on from Applied.
    expect(body.summary).toMatchObject({
      totalJobs: 3,
      appliedJobs: 1,
      interviews: 0,
      offers: 0,
      responseRate: 0,
      medianDaysToInterview: null,
    });
    expect(funnelOf(body)).toEqual([3, 1, 0, 0]);
    expect(body.details.every((row) => row.nextInterview !== null)).toBe(true);

    // The PDF is drawn from the same figures and says the same rules.
    const text = await pdfText(auth, 'from=2026-07-01&to=2026-07-31', 'en');
    expect(text).toMatch(/3\s*Jobs/);
    expect(text).toMatch(/1\s*Applied/);
    expect(text).toMatch(/0\s*Interviews/);
    expect(text).toMatch(/0 %\s*Response rate/);
    expect(text).toContain('an interview date alone does not count');
    expect(text).toContain('share of applied jobs that moved on from Applied');
  });

  it('counts the days to interview from applying to the interview date, not to the lane move', async () => {
    const user = await signedInUser(t);
    let auth = await at(user, '2026-10-01T10:00:00.000Z');
    // Applied on 1 October, interview on the 11th: moved to Interviewed the day it applied.
    const dated = await createJob(t, auth, { position: 'Dated', company: 'A' });
    await moveJob(t, auth, dated.jobId, 'applied');
    await moveJob(t, auth, dated.jobId, 'interviewed');
    expect((await setInterview(auth, dated.jobId, '2026-10-11T13:00:00.000Z')).statusCode).toBe(200);
    // Skipped Applied: counted from the day it was saved (1 October) to its interview (the 21st).
    const skipped = await createJob(t, auth, { position: 'Skipped Applied', company: 'B' });
    await moveJob(t, auth, skipped.jobId, 'interviewed');
    expect((await setInterview(auth, skipped.jobId, '2026-10-21T09:00:00.000Z')).statusCode).toBe(200);
    // No interview date: counted to the day it entered Interviewed (4 days after applying).
    const undated = await createJob(t, auth, { position: 'Undated', company: 'C' });
    await moveJob(t, auth, undated.jobId, 'applied');
    auth = await at(user, '2026-10-05T10:00:00.000Z');
    await moveJob(t, auth, undated.jobId, 'interviewed');
    // An interview date alone, still in Applied: no interview, no figure.
    const waiting = await createJob(t, auth, { position: 'Waiting', company: 'D' });
    await moveJob(t, auth, waiting.jobId, 'applied');
    expect((await setInterview(auth, waiting.jobId, '2026-10-30T09:00:00.000Z')).statusCode).toBe(200);

    const days = async (query: string) =>
      ((await (await report(auth, query)).json()) as JobReport).summary.medianDaysToInterview;
    // 4, 10 and 20 days.
    expect(await days('from=2026-10-01&to=2026-10-31')).toBe(10);
    expect(await days('from=2026-10-01&to=2026-10-31&status=interviewed')).toBe(10);
    const en = await pdfText(auth, 'from=2026-10-01&to=2026-10-31', 'en');
    expect(en).toMatch(/10\s*Median days to interview/);
    expect(en).toContain(
      "to the job's interview date; a job without an interview date counts the day it entered Interviewed",
    );
    const no = await pdfText(auth, 'from=2026-10-01&to=2026-10-31', 'no');
    expect(no).toContain(
      'til jobbens intervjudato; en jobb uten intervjudato teller dagen den kom i Intervju',
    );
  });

  it('counts a job in every stage before the furthest it reached; a rejection is an outcome', async () => {
    const user = await signedInUser(t);
    const auth = await at(user, '2026-08-03T10:00:00.000Z');
    const straightToHired = await createJob(t, auth, { position: 'Hired at once', company: 'A' });
    const rejectedUnapplied = await createJob(t, auth, { position: 'Never applied', company: 'B' });
    const rejectedAfterApplying = await createJob(t, auth, { position: 'Turned down', company: 'C' });
    const waiting = await createJob(t, auth, { position: 'Waiting', company: 'D' });
    await createJob(t, auth, { position: 'Applied by date', company: 'E', appliedDate: '2026-08-01' });
    await moveJob(t, auth, straightToHired.jobId, 'hired');
    await moveJob(t, auth, rejectedUnapplied.jobId, 'rejected');
    for (const job of [rejectedAfterApplying, waiting]) await moveJob(t, auth, job.jobId, 'applied');
    await moveJob(t, auth, rejectedAfterApplying.jobId, 'rejected');
    // Moved back to Saved: it was applied for all the same.
    await moveJob(t, auth, waiting.jobId, 'saved');

    const body: JobReport = (await report(auth, 'from=2026-08-01&to=2026-08-31')).json();
    expect(funnelOf(body)).toEqual([5, 4, 1, 1]);
    expect(body.summary.rejectedJobs).toBe(2);
    // Responses: the hired job and the one rejected after applying, of four applied.
    expect(body.summary.responseRate).toBe(50);
    const pdf = await pdfText(auth, 'from=2026-08-01&to=2026-08-31', 'no');
    expect(pdf).toMatch(/4\s*Søkt/);
    expect(pdf).toMatch(/50 %\s*Svarprosent/);
    expect(pdf).toContain('en intervjudato alene teller ikke');
  });

  it('writes a count with its noun in the right number in the PDF', async () => {
    const auth = await at(await signedInUser(t), '2026-09-01T10:00:00.000Z');
    const job = await createJob(t, auth, { position: 'Eneste', company: 'Ett AS' });
    await moveJob(t, auth, job.jobId, 'applied');
    await moveJob(t, auth, job.jobId, 'interviewed');
    await moveJob(t, auth, job.jobId, 'hired');
    const en = await pdfText(auth, 'from=2026-09-01&to=2026-09-30', 'en');
    expect(en).toMatch(/1\s*Job\b/);
    expect(en).toMatch(/1\s*Interview\b/);
    expect(en).toMatch(/1\s*Offer\b/);
    expect(en).not.toMatch(/1\s*(Jobs|Interviews|Offers)\b/);
    const no = await pdfText(auth, 'from=2026-09-01&to=2026-09-30', 'no');
    expect(no).toMatch(/1\s*Jobb\b/);
    expect(no).toMatch(/1\s*Intervju\b/);
    expect(no).not.toMatch(/1\s*(Jobber|Intervjuer)\b/);
  });

  it('includes both end days and nothing after them', async () => {
    const user = await signedInUser(t);
    await createJob(t, await at(user, '2026-04-01T00:00:00.000Z'), { position: 'First day', company: 'A' });
    await createJob(t, await at(user, '2026-04-30T23:59:59.000Z'), { position: 'Last day', company: 'B' });
    const auth = await at(user, '2026-05-01T00:00:00.000Z');
    await createJob(t, auth, { position: 'Day after', company: 'C' });
    const body: JobReport = (await report(auth, 'from=2026-04-01&to=2026-04-30')).json();
    expect(body.details.map((d) => d.position).sort()).toEqual(['First day', 'Last day']);
    const oneDay: JobReport = (await report(auth, 'from=2026-05-01&to=2026-05-01')).json();
    expect(oneDay.details.map((d) => d.position)).toEqual(['Day after']);
  });

  it('refuses bad ranges with a clear message', async () => {
    const { auth } = await signedInUser(t);
    const reversed = await report(auth, 'from=2026-05-01&to=2026-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/on or after the start date/);
    expect((await report(auth, 'from=yesterday&to=2026-04-01')).statusCode).toBe(400);
    expect((await report(auth, 'to=2026-04-01')).statusCode).toBe(400);
    expect((await report(auth, 'from=2026-01-01&to=2026-04-01&status=archived')).statusCode).toBe(400);
    expect((await report({}, 'from=2026-01-01&to=2026-04-01')).statusCode).toBe(401);
  });

  it('downloads as a PDF with the summary figures, æøå, and a table over several pages', async () => {
    const auth = await at(
      await signedInUser(t, { firstName: 'Åse', lastName: 'Berg Ødegård' }),
      '2026-06-01T10:00:00.000Z',
    );
    const jobs = [];
    for (let i = 0; i < 70; i += 1)
      jobs.push(await createJob(t, auth, { position: `Rolle ${i}`, company: 'Ærlig Øl Å/S' }));
    for (const job of jobs.slice(0, 5)) await moveJob(t, auth, job.jobId, 'applied');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/reports/statistics/download?from=2026-06-01&to=2026-06-30',
      headers: { ...auth, 'accept-language': 'no' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Whose report it is, in its file name (æøå kept in the UTF-8 name) and on its first page.
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Åse-Berg-Ødegård-job-report-2026-06-01.pdf')}`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBeGreaterThanOrEqual(2);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Rapport for jobbsøkingen');
    expect(text).toContain('Åse Berg Ødegård');
    expect(text.indexOf('Åse Berg Ødegård')).toBeLessThan(text.indexOf('Jobber'));
    expect(text).toMatch(/70\s*Jobber/);
    expect(text).toMatch(/5\s*Søkt/);
    expect(text).toContain('Ærlig Øl Å/S');
    expect(text.match(/Stilling/g)?.length).toBeGreaterThanOrEqual(2); // the header on every page
  });
});

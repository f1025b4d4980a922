import type { JobTimelineEvent, JobTimelineResponse } from '@hirelane/contract/job-timeline';
import type { Job, JobBoardResponse } from '@hirelane/contract/jobs';
import { describe, expect, it } from 'vitest';
import { createJob, multipart, sampleFiles, signedInUser, signIn } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const user = await signedInUser(t);
let auth = user.auth;
const other = (await signedInUser(t)).auth;

type Headers = Record<string, string>;
const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

const newJob = (fields: Record<string, unknown> = {}, file?: ReturnType<typeof sampleFiles.pdf>) =>
  createJob(t, auth, fields, file);
const editJob = async (
  job: Job,
  fields: Record<string, unknown>,
  file?: ReturnType<typeof sampleFiles.pdf>,
) => {
  const { position, company, notes, description } = job;
  const body = multipart({ position, company, notes, description, ...fields }, file);
  const response = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job.jobId}`, headers: auth, body });
  expect(response.statusCode).toBe(200);
  return response.json<Job>();
};
const put = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'PUT', url, headers: auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Job>();
};
const move = (jobId: string, toStatus: string, toSortIndex = 0) =>
  put(`/api/jobs/${jobId}/status`, { toStatus, toSortIndex });
const setInterview = (jobId: string, nextInterviewDate: string | null) =>
  put(`/api/jobs/${jobId}/nextInterview`, { nextInterviewDate });
const timelineOf = (jobId: string, headers: Headers = auth) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/timeline`, headers });
const events = async (jobId: string): Promise<JobTimelineEvent[]> => {
  const response = await timelineOf(jobId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobTimelineResponse>().events;
};
/** The events without their ids, for readable assertions. */
const story = async (jobId: string) => (await events(jobId)).map(({ id: _id, ...event }) => event);
const boardJob = async (jobId: string) => {
  const board = (
    await t.app.inject({ method: 'GET', url: '/api/jobs', headers: auth })
  ).json<JobBoardResponse>();
  return Object.values(board)
    .flatMap((lane) => [...lane.pinned, ...lane.normal])
    .find((job) => job.jobId === jobId);
};
/** Moves the fake clock on (a little: access tokens last 15 minutes) and gives the moment it now says. */
const later = (ms = SECOND) => {
  t.clock.advance(ms);
  return t.clock.now().toISOString();
};

describe('a job’s timeline', () => {
  it('starts with its creation', async () => {
    const job = await newJob();
    expect(await story(job.jobId)).toEqual([{ kind: 'created', at: job.createdAt }]);
  });

  it('tells each lane change with its date, oldest first; reordering and pinning are no events', async () => {
    const job = await newJob();
    const applied = later();
    await move(job.jobId, 'applied');
    later();
    await put(`/api/jobs/${job.jobId}/pin`, {});
    await move(job.jobId, 'applied', 0);
    const interviewed = later(2 * SECOND);
    await move(job.jobId, 'interviewed');
    expect(await story(job.jobId)).toEqual([
      { kind: 'created', at: job.createdAt },
      { kind: 'lane-changed', at: applied, fromLane: 'saved', toLane: 'applied' },
      { kind: 'lane-changed', at: interviewed, fromLane: 'applied', toLane: 'interviewed' },
    ]);
  });

  it('tells an interview set, changed and cleared, with its time; the same time again is no event', async () => {
    const job = await newJob();
    const set = later();
    await setInterview(job.jobId, '2030-03-01T10:00:00+01:00');
    later();
    await setInterview(job.jobId, '2030-03-01T09:00:00Z');
    const changed = later();
    await setInterview(job.jobId, '2030-03-02T12:30:00.000Z');
    const cleared = later();
    await setInterview(job.jobId, null);
    later();
    await setInterview(job.jobId, null);
    expect((await story(job.jobId)).slice(1)).toEqual([
      { kind: 'interview-set', at: set, interviewAt: '2030-03-01T09:00:00.000Z' },
      {
        kind: 'interview-changed',
        at: changed,
        interviewAt: '2030-03-02T12:30:00.000Z',
        previousInterviewAt: '2030-03-01T09:00:00.000Z',
      },
      { kind: 'interview-cleared', at: cleared, previousInterviewAt: '2030-03-02T12:30:00.000Z' },
    ]);
  });

  it('tells a file added with the job, replaced and removed, by name', async () => {
    const job = await newJob({}, sampleFiles.pdf());
    const replaced = later();
    await editJob(job, {}, sampleFiles.png());
    later();
    const kept = await editJob(job, { location: 'Oslo' });
    expect(kept.attachment?.fileName).toBe('logo.png');
    const removed = later();
    await editJob(job, { removeAttachment: true });
    later();
    await editJob(job, { removeAttachment: true });
    expect(await story(job.jobId)).toEqual([
      { kind: 'created', at: job.createdAt },
      { kind: 'attachment-added', at: job.createdAt, fileName: 'ad.pdf', replacedFileName: null },
      { kind: 'attachment-added', at: replaced, fileName: 'logo.png', replacedFileName: 'ad.pdf' },
      { kind: 'attachment-removed', at: removed, fileName: 'logo.png' },
    ]);
  });

  it('tells when the notes changed, not when other fields or the same notes were saved', async () => {
    const job = await newJob({ notes: 'Call Ola' });
    later();
    await editJob(job, { notes: 'Call Ola ', location: 'Bergen' });
    const edited = later();
    await editJob(job, { notes: 'Called Ola; send portfolio' });
    const emptied = later();
    await editJob(job, { notes: '' });
    expect((await story(job.jobId)).slice(1)).toEqual([
      { kind: 'notes-edited', at: edited },
      { kind: 'notes-edited', at: emptied },
    ]);
  });

  it('tells each letter written for the job with its title, at the time it was written', async () => {
    const job = await newJob();
    const written = later();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/application',
      headers: auth,
      payload: { title: 'Letter to Acme', jobId: job.jobId },
    });
    expect(created.statusCode).toBe(201);
    const letterId = created.json<{ jobApplicationId: string }>().jobApplicationId;
    await t.app.inject({
      method: 'POST',
      url: '/api/jobs/application',
      headers: auth,
      payload: { title: 'Another job’s letter' },
    });
    expect((await story(job.jobId)).slice(1)).toEqual([
      { kind: 'letter-written', at: written, letterId, title: 'Letter to Acme' },
    ]);
  });

  it('puts events of one moment in the order they happened and keeps ids stable', async () => {
    const job = await newJob({}, sampleFiles.pdf());
    later();
    await move(job.jobId, 'applied');
    const first = await events(job.jobId);
    expect(first.map((event) => event.kind)).toEqual(['created', 'attachment-added', 'lane-changed']);
    expect(new Set(first.map((event) => event.id)).size).toBe(3);
    expect(await events(job.jobId)).toEqual(first);
  });

  it('is the owner’s only: another user and an unknown id get 404, no token 401', async () => {
    const job = await newJob();
    expect((await timelineOf(job.jobId, other)).statusCode).toBe(404);
    expect((await timelineOf('no-such-job')).statusCode).toBe(404);
    expect((await timelineOf(job.jobId, {})).statusCode).toBe(401);
  });

  it('goes with the job when the job is deleted', async () => {
    const job = await newJob({}, sampleFiles.pdf());
    await setInterview(job.jobId, '2030-01-01T10:00:00Z');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.jobId}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect((await timelineOf(job.jobId)).statusCode).toBe(404);
    const left = await t.db.selectFrom('job_events').select('id').where('job_id', '=', job.jobId).execute();
    expect(left).toEqual([]);
  });
});

describe('the board’s laneEnteredAt', () => {
  it('is the creation at first, the move into another lane after, and stays while the job only moves within it', async () => {
    const job = await newJob();
    expect(job.laneEnteredAt).toBe(job.createdAt);
    expect((await boardJob(job.jobId))?.laneEnteredAt).toBe(job.createdAt);
    const applied = later(12 * DAY);
    auth = (await signIn(t, user.email, user.password)).auth;
    const moved = await move(job.jobId, 'applied');
    expect(moved.laneEnteredAt).toBe(applied);
    later();
    await newJob();
    await move(job.jobId, 'applied', 0);
    await put(`/api/jobs/${job.jobId}/pin`, {});
    await setInterview(job.jobId, '2030-01-01T10:00:00Z');
    await editJob(job, { notes: 'Sent' });
    expect((await boardJob(job.jobId))?.laneEnteredAt).toBe(applied);
  });
});

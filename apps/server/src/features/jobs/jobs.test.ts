import fs from 'node:fs';
import path from 'node:path';
import type { Job, JobBoardResponse } from '@hirelane/contract/jobs';
import { describe, expect, it } from 'vitest';
import {
  callerAs,
  createJob,
  multipart,
  sampleFiles,
  samplePdfAsStored,
  signedInUser,
} from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const auth = (await signedInUser(t)).auth;
const other = (await signedInUser(t)).auth;

type Headers = Record<string, string>;
const call = callerAs(t, auth);
const board = async (headers: Headers = auth): Promise<JobBoardResponse> =>
  (await call('GET', '/api/jobs', undefined, headers)).json();
const send = (method: 'POST' | 'PUT', url: string, body: FormData, headers: Headers = auth) =>
  t.app.inject({ method, url, headers, body });
const newJob = (fields: Record<string, unknown> = {}, headers: Headers = auth) =>
  createJob(t, headers, fields);
/** Posts a job with nothing but a position, a company and the given file. */
const postJobWith = (file: Parameters<typeof multipart>[1]) =>
  send('POST', '/api/jobs', multipart({ position: 'P', company: 'C' }, file));
const ids = (list: { position: string }[]) => list.map((job) => job.position);
const move = (id: string, toStatus: string, toSortIndex: number, headers: Headers = auth) =>
  call('PUT', `/api/jobs/${id}/status`, { toStatus, toSortIndex }, headers);

/** Every list's sort indexes are 0…n-1 in display order. */
const expectDense = (value: JobBoardResponse) => {
  for (const lane of Object.values(value)) {
    for (const list of [lane.pinned, lane.normal])
      expect(list.map((job) => job.sortIndex)).toEqual(list.map((_, i) => i));
  }
};

describe('the board', () => {
  it('starts with six empty lanes, each with a pinned and a normal list', async () => {
    const fresh = await signedInUser(t);
    const empty = await board(fresh.auth);
    expect(Object.keys(empty)).toEqual(['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts']);
    for (const lane of Object.values(empty)) expect(lane).toEqual({ pinned: [], normal: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/jobs', undefined, {})).statusCode).toBe(401);
  });
});

describe('create and edit', () => {
  it('puts a new job at the front of the saved lane, pinned or normal by its flag', async () => {
    const user = await signedInUser(t);
    await newJob({ position: 'First' }, user.auth);
    const second = await newJob({ position: 'Second', location: 'Oslo', workplace: 'hybrid' }, user.auth);
    await newJob({ position: 'Pinned', isPinned: true }, user.auth);
    expect(second).toMatchObject({
      status: 'saved',
      isPinned: false,
      sortIndex: 0,
      location: 'Oslo',
      workplace: 'hybrid',
    });
    const value = await board(user.auth);
    expect(ids(value.saved.normal)).toEqual(['Second', 'First']);
    expect(ids(value.saved.pinned)).toEqual(['Pinned']);
    expectDense(value);
  });

  it('stores every field a job seeker writes down', async () => {
    const fields = {
      position: 'Frontend developer',
      company: 'Fjord AS',
      location: 'Bergen',
      workplace: 'remote',
      employmentType: 'full-time',
      postingUrl: 'https://jobs.example/123',
      salaryText: 'Competitive',
      salaryMin: 650000,
      salaryMax: 800000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
      deadline: '2026-12-31',
      appliedDate: '2026-11-20',
      source: 'Finn.no',
      contactName: 'Ola Nordmann',
      contactEmail: 'ola@fjord.example',
      contactPhone: '+47 400 00 000',
      description: 'We build things.',
      notes: 'Ask about the team.',
    };
    const job = await newJob(fields);
    expect(job).toMatchObject(fields);
    expect((await call('GET', `/api/jobs/${job.jobId}`)).json()).toEqual(job);
  });

  it.each([
    ['no position', { position: '' }, 'position'],
    ['a description over 20,000 characters', { description: 'x'.repeat(20_001) }, 'description'],
    ['a link that is not http(s)', { postingUrl: 'javascript:alert(1)' }, 'postingUrl'],
    ['a lowest salary above the highest', { salaryMin: 10, salaryMax: 5 }, 'salaryMax'],
    ['a malformed deadline', { deadline: '31.12.2026' }, 'deadline'],
    ['an unknown workplace', { workplace: 'moon' }, 'workplace'],
  ])('refuses %s with a 400 naming the field', async (_name, fields, field) => {
    const response = await send('POST', '/api/jobs', multipart({ position: 'P', company: 'C', ...fields }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('refuses a JSON body, a missing request part and broken JSON with clear messages', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: auth,
      payload: { position: 'P' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send this as multipart/form-data with a "request" part');
    const form = new FormData();
    form.append('other', 'x');
    expect((await send('POST', '/api/jobs', form)).json().message).toBe(
      'The "request" part with the JSON data is missing',
    );
    const broken = new FormData();
    broken.append('request', '{nope');
    expect((await send('POST', '/api/jobs', broken)).json()).toEqual({
      message: 'The "request" part is not valid JSON',
      code: 'MALFORMED_REQUEST',
    });
  });

  it('replaces a job in place on update, keeping its lane and position', async () => {
    const user = await signedInUser(t);
    await newJob({ position: 'A' }, user.auth);
    const b = await newJob({ position: 'B' }, user.auth);
    const response = await send(
      'PUT',
      `/api/jobs/${b.jobId}`,
      multipart({ position: 'B2', company: 'New Co' }),
      user.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      position: 'B2',
      company: 'New Co',
      location: null,
      sortIndex: 0,
    });
    expect(ids((await board(user.auth)).saved.normal)).toEqual(['B2', 'A']);
  });
});

describe('attachments', () => {
  it('keeps a PDF checked by content and offers it only as a download', async () => {
    const response = await postJobWith(sampleFiles.pdf());
    expect(response.statusCode).toBe(201);
    const job: Job = response.json();
    expect(job.attachment).toEqual(samplePdfAsStored());
    const download = await call('GET', `/api/jobs/${job.jobId}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="ad\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(sampleFiles.pdf().data)).toBe(true);
    expect((await call('GET', `/api/jobs/${job.jobId}/attachment`, undefined, other)).statusCode).toBe(404);
  });

  it('names the file by what it is, whatever it was called', async () => {
    const png = { ...sampleFiles.png(), name: 'screenshot.pdf' };
    const job: Job = (await postJobWith(png)).json();
    expect(job.attachment).toMatchObject({ fileName: 'screenshot.png', mimeType: 'image/png' });
  });

  it('refuses HTML renamed to .pdf, and a file over 10 MB', async () => {
    const html = await postJobWith(sampleFiles.htmlAsPdf());
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(
      'This file is not accepted. Upload a PDF, a Word document (.docx), a PNG or a JPEG.',
    );
    const big = {
      ...sampleFiles.pdf(),
      data: Buffer.concat([sampleFiles.pdf().data, Buffer.alloc(10 * 1024 * 1024)]),
    };
    const tooBig = await postJobWith(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is larger than 10 MB');
  });

  it('replaces, removes and deletes the stored file with the job', async () => {
    const filesDir = path.join(t.dataDir, 'files');
    const count = () =>
      fs.existsSync(filesDir)
        ? fs.readdirSync(filesDir, { recursive: true }).filter((f) => String(f).split(path.sep).length === 3)
            .length
        : 0;
    const before = count();
    const job: Job = (await postJobWith(sampleFiles.pdf())).json();
    expect(count()).toBe(before + 1);
    const replaced: Job = (
      await send(
        'PUT',
        `/api/jobs/${job.jobId}`,
        multipart({ position: 'P', company: 'C' }, sampleFiles.png()),
      )
    ).json();
    expect(replaced.attachment?.mimeType).toBe('image/png');
    expect(count()).toBe(before + 1);
    const kept: Job = (
      await send('PUT', `/api/jobs/${job.jobId}`, multipart({ position: 'P2', company: 'C' }))
    ).json();
    expect(kept.attachment?.mimeType).toBe('image/png');
    const removed: Job = (
      await send(
        'PUT',
        `/api/jobs/${job.jobId}`,
        multipart({ position: 'P', company: 'C', removeAttachment: true }),
      )
    ).json();
    expect(removed.attachment).toBeNull();
    expect(count()).toBe(before);
    const again: Job = (await postJobWith(sampleFiles.pdf())).json();
    expect((await call('DELETE', `/api/jobs/${again.jobId}`)).statusCode).toBe(200);
    expect(count()).toBe(before);
  });
});

describe('ordering', () => {
  it('pin moves a job to the front of its pinned list; unpin to the front of normal', async () => {
    const user = await signedInUser(t);
    const a = await newJob({ position: 'A' }, user.auth);
    const b = await newJob({ position: 'B' }, user.auth);
    await newJob({ position: 'C' }, user.auth);
    expect((await call('PUT', `/api/jobs/${a.jobId}/pin`, undefined, user.auth)).json()).toMatchObject({
      isPinned: true,
      sortIndex: 0,
    });
    await call('PUT', `/api/jobs/${b.jobId}/pin`, undefined, user.auth);
    let value = await board(user.auth);
    expect(ids(value.saved.pinned)).toEqual(['B', 'A']);
    expect(ids(value.saved.normal)).toEqual(['C']);
    await call('PUT', `/api/jobs/${a.jobId}/unpin`, undefined, user.auth);
    value = await board(user.auth);
    expect(ids(value.saved.pinned)).toEqual(['B']);
    expect(ids(value.saved.normal)).toEqual(['A', 'C']);
    expectDense(value);
  });

  it('moves within and across lanes at the given index, shifting the others, clamped at the end', async () => {
    const user = await signedInUser(t);
    const jobs: Record<string, Job> = {};
    for (const name of ['E', 'D', 'C', 'B', 'A']) jobs[name] = await newJob({ position: name }, user.auth);
    const id = (name: string) => jobs[name]?.jobId ?? '';
    expect((await move(id('A'), 'saved', 3, user.auth)).json()).toMatchObject({
      status: 'saved',
      sortIndex: 3,
    });
    expect(ids((await board(user.auth)).saved.normal)).toEqual(['B', 'C', 'D', 'A', 'E']);
    await move(id('C'), 'applied', 0, user.auth);
    await move(id('E'), 'applied', 0, user.auth);
    await move(id('B'), 'applied', 99, user.auth);
    const value = await board(user.auth);
    expect(ids(value.saved.normal)).toEqual(['D', 'A']);
    expect(ids(value.applied.normal)).toEqual(['E', 'C', 'B']);
    expect(value.applied.normal[2]?.sortIndex).toBe(2);
    expectDense(value);
  });

  it('keeps a pinned job pinned when it moves to another lane', async () => {
    const user = await signedInUser(t);
    const pinned = await newJob({ position: 'P', isPinned: true }, user.auth);
    await move(pinned.jobId, 'interviewed', 0, user.auth);
    const value = await board(user.auth);
    expect(ids(value.interviewed.pinned)).toEqual(['P']);
    expect(value.saved.pinned).toEqual([]);
  });

  it('stays dense after a long mixed sequence of pin, unpin, move and delete', async () => {
    const user = await signedInUser(t);
    const made: Job[] = [];
    for (let i = 0; i < 8; i += 1)
      made.push(await newJob({ position: `J${i}`, isPinned: i % 3 === 0 }, user.auth));
    const lanes = ['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts'];
    for (let step = 0; step < 30; step += 1) {
      const job = made[(step * 5) % made.length] as Job;
      const action = step % 4;
      if (action === 0) await move(job.jobId, lanes[step % 6] as string, step % 4, user.auth);
      if (action === 1) await call('PUT', `/api/jobs/${job.jobId}/pin`, undefined, user.auth);
      if (action === 2) await call('PUT', `/api/jobs/${job.jobId}/unpin`, undefined, user.auth);
      if (action === 3) await move(job.jobId, lanes[(step + 2) % 6] as string, 0, user.auth);
    }
    await call('DELETE', `/api/jobs/${made[1]?.jobId}`, undefined, user.auth);
    await call('DELETE', `/api/jobs/${made[4]?.jobId}`, undefined, user.auth);
    const value = await board(user.auth);
    expectDense(value);
    const all = Object.values(value).flatMap((lane) => [...lane.pinned, ...lane.normal]);
    expect(all).toHaveLength(6);
  });

  it('never leaves duplicate or missing positions after concurrent moves', async () => {
    const user = await signedInUser(t);
    const made: Job[] = [];
    for (let i = 0; i < 6; i += 1) made.push(await newJob({ position: `J${i}` }, user.auth));
    const results = await Promise.all(
      made.map((job, i) => move(job.jobId, i % 2 ? 'applied' : 'saved', 0, user.auth)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const value = await board(user.auth);
    expectDense(value);
    expect(value.saved.normal.length + value.applied.normal.length).toBe(6);
  });

  it('refuses a bad lane name or a negative index with a 400', async () => {
    const job = await newJob();
    const badLane = await move(job.jobId, 'archive', 0);
    expect(badLane.statusCode).toBe(400);
    expect(badLane.json().fields.toStatus).toBe(
      'Choose one of the lanes: saved, applied, interviewed, hired, rejected, drafts',
    );
    const negative = await move(job.jobId, 'saved', -1);
    expect(negative.json().fields.toSortIndex).toBe('The position cannot be negative');
    expect((await move(job.jobId, 'saved', 1.5)).statusCode).toBe(400);
  });
});

describe('interview dates', () => {
  it('sets and clears the next interview', async () => {
    const job = await newJob();
    const set = await call('PUT', `/api/jobs/${job.jobId}/nextInterview`, {
      nextInterviewDate: '2026-12-01T10:00:00+01:00',
    });
    expect(set.json().nextInterviewDate).toBe('2026-12-01T09:00:00.000Z');
    const cleared = await call('PUT', `/api/jobs/${job.jobId}/nextInterview`, { nextInterviewDate: null });
    expect(cleared.json().nextInterviewDate).toBeNull();
    const bad = await call('PUT', `/api/jobs/${job.jobId}/nextInterview`, { nextInterviewDate: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('search', () => {
  it('matches position, company, location and notes, ignoring case, Norwegian letters included', async () => {
    const user = await signedInUser(t);
    await newJob({ position: 'Utvikler', company: 'Blåbær AS', location: 'Tromsø' }, user.auth);
    await newJob({ position: 'Designer', company: 'Ærlig Design', notes: 'Ring ØYVIND' }, user.auth);
    await newJob({ position: 'Tester', company: 'Acme' }, user.auth);
    const search = async (term: string) =>
      Object.values(
        (
          await call('GET', `/api/jobs/search?searchTerm=${encodeURIComponent(term)}`, undefined, user.auth)
        ).json() as JobBoardResponse,
      ).flatMap((lane) => ids([...lane.pinned, ...lane.normal]));
    expect(await search('BLÅBÆR')).toEqual(['Utvikler']);
    expect(await search('tromsø')).toEqual(['Utvikler']);
    expect(await search('ærlig')).toEqual(['Designer']);
    expect(await search('øyvind')).toEqual(['Designer']);
    expect(await search('%')).toEqual([]);
    expect(await search('')).toHaveLength(3);
    expect(await search('nothing-like-this')).toEqual([]);
  });

  it('refuses an overlong term', async () => {
    expect((await call('GET', `/api/jobs/search?searchTerm=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe("another user's job", () => {
  it('answers 404 on every route and changes nothing', async () => {
    const job = await newJob({ position: 'Mine' });
    const id = job.jobId;
    const attempts = [
      call('GET', `/api/jobs/${id}`, undefined, other),
      send('PUT', `/api/jobs/${id}`, multipart({ position: 'Stolen', company: 'X' }), other),
      call('DELETE', `/api/jobs/${id}`, undefined, other),
      call('PUT', `/api/jobs/${id}/pin`, undefined, other),
      call('PUT', `/api/jobs/${id}/unpin`, undefined, other),
      move(id, 'hired', 0, other),
      call('PUT', `/api/jobs/${id}/nextInterview`, { nextInterviewDate: null }, other),
      call('GET', `/api/jobs/${id}/attachment`, undefined, other),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await call('GET', `/api/jobs/${id}`)).json()).toEqual(job);
    const theirs = await board(other);
    expect(
      Object.values(theirs)
        .flatMap((lane) => [...lane.pinned, ...lane.normal])
        .map((j) => j.jobId),
    ).not.toContain(id);
  });
});

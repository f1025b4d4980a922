import type { Certification, Education, Experience } from '@hirelane/contract/cv';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  callerAs,
  type Method,
  multipart,
  sampleFiles,
  samplePdfAsStored,
  signedInUser,
} from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const auth = (await signedInUser(t)).auth;
const other = (await signedInUser(t)).auth;

const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = auth) =>
  callApi(t, method, url, payload, headers);
const send = (method: 'POST' | 'PUT', url: string, body: FormData, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url, headers, body });

const job = { title: 'Developer', company: 'Fjord AS', startDate: '2021-03', endDate: '2023-06' };

describe('experience', () => {
  it('creates, lists newest first, updates and deletes', async () => {
    const mine = callerAs(t, (await signedInUser(t)).auth);
    const older: Experience = (await mine('POST', '/api/cv/experience', job)).json();
    const current = await mine('POST', '/api/cv/experience', {
      ...job,
      title: 'Lead',
      startDate: '2023-07',
      endDate: null,
      isCurrent: true,
      location: 'Bergen',
      employmentType: 'full-time',
      description: 'Leading a team of five.',
    });
    expect(current.statusCode).toBe(201);
    expect(current.json()).toMatchObject({
      title: 'Lead',
      isCurrent: true,
      endDate: null,
      location: 'Bergen',
    });
    const list: Experience[] = (await mine('GET', '/api/cv/experience')).json();
    expect(list.map((e) => e.title)).toEqual(['Lead', 'Developer']);
    const updated = await mine('PUT', `/api/cv/experience/${older.userExperienceId}`, {
      ...job,
      title: 'Senior developer',
    });
    expect(updated.json()).toMatchObject({
      userExperienceId: older.userExperienceId,
      title: 'Senior developer',
      location: null,
    });
    expect((await mine('DELETE', `/api/cv/experience/${older.userExperienceId}`)).statusCode).toBe(200);
    expect((await mine('GET', '/api/cv/experience')).json()).toHaveLength(1);
  });

  it('clears the end month of a current job', async () => {
    const response = await call('POST', '/api/cv/experience', { ...job, isCurrent: true });
    expect(response.json()).toMatchObject({ isCurrent: true, endDate: null });
  });

  it.each([
    ['an end before the start', { endDate: '2020-01' }, 'endDate', 'The end cannot be before the start'],
    [
      'no end and not current',
      { endDate: null },
      'endDate',
      'Give an end month, or mark it as your current job',
    ],
    [
      'a day instead of a month',
      { startDate: '2021-03-04' },
      'startDate',
      'Use a year like 2017 or a month like 2024-09',
    ],
    ['month 13', { startDate: '2021-13' }, 'startDate', 'Use a year like 2017 or a month like 2024-09'],
    ['a two-digit year', { startDate: '21' }, 'startDate', 'Use a year like 2017 or a month like 2024-09'],
    ['no title', { title: ' ' }, 'title', 'Title is required'],
    [
      'a description over 5000 characters',
      { description: 'x'.repeat(5001) },
      'description',
      'Description can be at most 5000 characters',
    ],
  ])('refuses %s', async (_name, change, field, message) => {
    const response = await call('POST', '/api/cv/experience', { ...job, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });
});

describe('dates given as a year alone', () => {
  /** The sample job from `startDate` to `endDate`. */
  const dated = (startDate: string, endDate: string) => ({ ...job, startDate, endDate });

  it('keeps a year as the year in every section, and can drop a month again', async () => {
    const user = await signedInUser(t);
    const mine = callerAs(t, user.auth);
    const created = await mine('POST', '/api/cv/experience', dated('2017', '2020'));
    expect(created.statusCode).toBe(201);
    const saved: Experience = created.json();
    expect(saved).toMatchObject({ startDate: '2017', endDate: '2020' });
    const withMonth = await mine(
      'PUT',
      `/api/cv/experience/${saved.userExperienceId}`,
      dated('2017-03', '2020'),
    );
    expect(withMonth.json()).toMatchObject({ startDate: '2017-03', endDate: '2020' });
    await mine('PUT', `/api/cv/experience/${saved.userExperienceId}`, dated('2017', '2020'));
    expect((await mine('GET', '/api/cv/experience')).json()).toEqual([
      expect.objectContaining({ startDate: '2017', endDate: '2020' }),
    ]);

    const study = await mine('POST', '/api/cv/education', {
      school: 'UiB',
      startDate: '2011',
      endDate: '2016-06',
    });
    expect(study.json()).toMatchObject({ startDate: '2011', endDate: '2016-06' });
    const certificate = await send(
      'POST',
      '/api/cv/certifications',
      multipart({ name: 'AWS Developer', issueDate: '2021', expiryDate: '2024' }),
      user.auth,
    );
    expect(certificate.statusCode).toBe(201);
    expect((await mine('GET', '/api/cv/certifications')).json()).toEqual([
      expect.objectContaining({ issueDate: '2021', expiryDate: '2024' }),
    ]);
  });

  it('lists a year-only start as the start of that year, and checks an end against its whole year', async () => {
    const mine = callerAs(t, (await signedInUser(t)).auth);
    for (const [title, startDate] of [
      ['Autumn', '2020-09'],
      ['Year', '2020'],
      ['Before', '2019-12'],
      ['Spring', '2020-02'],
    ])
      await mine('POST', '/api/cv/experience', { ...job, title, startDate, endDate: '2021' });
    const list: Experience[] = (await mine('GET', '/api/cv/experience')).json();
    expect(list.map((e) => e.title)).toEqual(['Autumn', 'Spring', 'Year', 'Before']);
    const sameYear = await mine('POST', '/api/cv/experience', dated('2020-05', '2020'));
    expect(sameYear.statusCode).toBe(201);
    const before = await mine('POST', '/api/cv/experience', dated('2020', '2019-12'));
    expect(before.json().fields.endDate).toBe('The end cannot be before the start');
  });
});

describe('education', () => {
  it('keeps an ongoing education without an end and refuses an end before the start', async () => {
    const created = await call('POST', '/api/cv/education', {
      school: 'NTNU',
      degree: 'MSc',
      field: 'Computer science',
      startDate: '2024-08',
      grade: 'A',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ school: 'NTNU', endDate: null, grade: 'A' });
    const bad = await call('POST', '/api/cv/education', {
      school: 'UiO',
      startDate: '2020-08',
      endDate: '2019-06',
    });
    expect(bad.json().fields.endDate).toBe('The end cannot be before the start');
  });
});

describe('certifications', () => {
  it('stores a certificate file checked by content and serves it as a download', async () => {
    const response = await send(
      'POST',
      '/api/cv/certifications',
      multipart(
        { name: 'AWS Developer', issuer: 'AWS', issueDate: '2024-01', expiryDate: '2027-01' },
        sampleFiles.pdf(),
      ),
    );
    expect(response.statusCode).toBe(201);
    const cert: Certification = response.json();
    expect(cert.file).toEqual(samplePdfAsStored());
    const download = await call('GET', `/api/cv/certifications/${cert.userCertificationId}/file`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(sampleFiles.pdf().data)).toBe(true);
    const removed: Certification = (
      await send(
        'PUT',
        `/api/cv/certifications/${cert.userCertificationId}`,
        multipart({ name: 'AWS Developer', removeFile: true }),
      )
    ).json();
    expect(removed.file).toBeNull();
    expect((await call('GET', `/api/cv/certifications/${cert.userCertificationId}/file`)).statusCode).toBe(
      404,
    );
  });

  it('refuses HTML dressed as a PDF, a Word file, and an expiry before the issue date', async () => {
    const html = await send(
      'POST',
      '/api/cv/certifications',
      multipart({ name: 'X' }, sampleFiles.htmlAsPdf()),
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('This file is not accepted. Upload a PDF, a PNG or a JPEG.');
    const dates = await send(
      'POST',
      '/api/cv/certifications',
      multipart({ name: 'X', issueDate: '2024-05', expiryDate: '2024-01' }),
    );
    expect(dates.json().fields.expiryDate).toBe('The expiry cannot be before the issue date');
  });
});

describe('skills and languages', () => {
  it('replaces skill lists as a whole, dropping repeats in any case', async () => {
    const mine = callerAs(t, (await signedInUser(t)).auth);
    expect((await mine('GET', '/api/cv/skills/professional')).json()).toEqual({ skills: [] });
    const put = await mine('PUT', '/api/cv/skills/professional', {
      skills: ['TypeScript', ' React ', 'typescript', 'SQL'],
    });
    expect(put.json()).toEqual({ skills: ['TypeScript', 'React', 'SQL'] });
    await mine('PUT', '/api/cv/skills/personal', { skills: ['Tålmodig'] });
    expect((await mine('GET', '/api/cv/skills/professional')).json()).toEqual({
      skills: ['TypeScript', 'React', 'SQL'],
    });
    expect((await mine('GET', '/api/cv/skills/personal')).json()).toEqual({ skills: ['Tålmodig'] });
    await mine('PUT', '/api/cv/skills/professional', { skills: [] });
    expect((await mine('GET', '/api/cv/skills/professional')).json()).toEqual({ skills: [] });
  });

  it('refuses an unknown kind, an empty skill and too many skills', async () => {
    expect((await call('GET', '/api/cv/skills/secret')).statusCode).toBe(400);
    expect((await call('PUT', '/api/cv/skills/personal', { skills: [''] })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `Skill ${i}`);
    expect((await call('PUT', '/api/cv/skills/personal', { skills: many })).json().fields.skills).toBe(
      'List at most 50 skills',
    );
  });

  it('keeps languages with levels 1–5 and refuses anything else', async () => {
    const languages = [
      { language: 'Norsk', level: 5 },
      { language: 'English', level: 4 },
    ];
    expect((await call('PUT', '/api/cv/languages', { languages })).json()).toEqual({ languages });
    expect((await call('GET', '/api/cv/languages')).json()).toEqual({ languages });
    for (const level of [0, 6, 2.5]) {
      const response = await call('PUT', '/api/cv/languages', {
        languages: [{ language: 'Svenska', level }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Choose a level from 1 to 5');
    }
    const twice = await call('PUT', '/api/cv/languages', {
      languages: [
        { language: 'Norsk', level: 5 },
        { language: 'norsk', level: 3 },
      ],
    });
    expect(twice.json().message).toContain('Each language can be listed once');
  });
});

describe("another user's entries", () => {
  it('answer 404 on every route and stay unchanged', async () => {
    const exp: Experience = (await call('POST', '/api/cv/experience', job)).json();
    const edu: Education = (
      await call('POST', '/api/cv/education', { school: 'UiB', startDate: '2015-08', endDate: '2018-06' })
    ).json();
    const cert: Certification = (
      await send('POST', '/api/cv/certifications', multipart({ name: 'Scrum' }, sampleFiles.png()))
    ).json();
    const attempts = [
      call('PUT', `/api/cv/experience/${exp.userExperienceId}`, job, other),
      call('DELETE', `/api/cv/experience/${exp.userExperienceId}`, undefined, other),
      call('PUT', `/api/cv/education/${edu.userEducationId}`, { school: 'X', startDate: '2015-08' }, other),
      call('DELETE', `/api/cv/education/${edu.userEducationId}`, undefined, other),
      send('PUT', `/api/cv/certifications/${cert.userCertificationId}`, multipart({ name: 'Stolen' }), other),
      call('DELETE', `/api/cv/certifications/${cert.userCertificationId}`, undefined, other),
      call('GET', `/api/cv/certifications/${cert.userCertificationId}/file`, undefined, other),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const mine: Experience[] = (await call('GET', '/api/cv/experience')).json();
    expect(mine.find((e) => e.userExperienceId === exp.userExperienceId)).toEqual(exp);
    expect((await call('GET', '/api/cv/experience', undefined, other)).json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/cv/experience',
      '/api/cv/education',
      '/api/cv/certifications',
      '/api/cv/languages',
      '/api/cv/skills/personal',
    ]) {
      expect((await call('GET', url, undefined, {})).statusCode).toBe(401);
    }
  });
});

import type { JobMatch, JobMatchScores } from '@hirelane/contract/job-match';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, multipart, signedInUser } from '../../../../test/factories.ts';
import { fileTestApp } from '../../../../test/file-test-app.ts';
import { AD_EN, AD_NO, addJob, experience, jobFields, saveCvRows } from '../../../../test/job-match-seeds.ts';
import { createSecondInstance } from '../../../../test/test-app.ts';

type Headers = Record<string, string>;

const t = await fileTestApp();
const owner = (await signedInUser(t)).auth;
const stranger = (await signedInUser(t)).auth;
const second = await createSecondInstance(t);
afterAll(() => second.close());

await saveCvRows(t, owner, {
  experiences: [
    experience('Utvikler', 'Fjordkraft', ['2019-01', '2024-12'], 'Bygde kundeportalen i TypeScript.'),
  ],
  professional: ['Node.js'],
  language: [{ language: 'Engelsk', level: 4 }],
});

const createJob = async (headers: Headers, description: string | null) =>
  (await addJob(t, headers, description)).jobId;

const scoresOf = async (headers: Headers, app = t.app) => {
  const response = await app.inject({ method: 'GET', url: '/api/jobs/matches', headers });
  expect(response.statusCode, response.body).toBe(200);
  const { matches } = response.json<JobMatchScores>();
  return new Map(matches.map((m) => [m.jobId, m.score]));
};

const matchScore = async (headers: Headers, jobId: string) =>
  (await callApi(t, 'GET', `/api/jobs/${jobId}/match`, undefined, headers)).json<JobMatch>().score;

const setSkills = (skills: string[]) => callApi(t, 'PUT', '/api/cv/skills/professional', { skills }, owner);

const english = await createJob(owner, AD_EN);
const norwegian = await createJob(owner, AD_NO);
const vague = await createJob(owner, 'A great place to work. Apply today!');
const blank = await createJob(owner, null);
const strangers = await createJob(stranger, AD_EN);

describe('GET /api/jobs/matches', () => {
  it('scores every job of the user with the number its own match shows', async () => {
    const scores = await scoresOf(owner);
    expect([...scores.keys()].sort()).toEqual([english, norwegian, vague, blank].sort());
    for (const jobId of [english, norwegian, vague, blank]) {
      expect(scores.get(jobId), jobId).toBe(await matchScore(owner, jobId));
    }
    expect(scores.get(english)).toBeGreaterThan(0);
  });

  it('gives null to a job without a description or without a requirement', async () => {
    const scores = await scoresOf(owner);
    expect(scores.get(blank)).toBeNull();
    expect(scores.get(vague)).toBeNull();
  });

  it('never includes another user’s jobs', async () => {
    expect((await scoresOf(owner)).has(strangers)).toBe(false);
    expect([...(await scoresOf(stranger)).keys()]).toEqual([strangers]);
  });

  it('follows a change of the CV, on this instance and another', async () => {
    const before = await scoresOf(owner);
    await scoresOf(owner, second);
    expect((await setSkills(['Node.js', 'PostgreSQL', 'Docker', 'Kubernetes'])).statusCode).toBe(200);
    const after = await scoresOf(owner);
    expect(after.get(english)).toBeGreaterThan(before.get(english) ?? 100);
    expect(after.get(english)).toBe(await matchScore(owner, english));
    expect((await scoresOf(owner, second)).get(english)).toBe(after.get(english));
    await setSkills(['Node.js']);
    expect((await scoresOf(owner)).get(english)).toBe(before.get(english));
  });

  it('follows a change of a job, on this instance and another', async () => {
    const jobId = await createJob(owner, null);
    expect((await scoresOf(owner)).get(jobId)).toBeNull();
    expect((await scoresOf(owner, second)).get(jobId)).toBeNull();
    const body = multipart(jobFields(AD_EN));
    const updated = await t.app.inject({ method: 'PUT', url: `/api/jobs/${jobId}`, headers: owner, body });
    expect(updated.statusCode, updated.body).toBe(200);
    const score = await matchScore(owner, jobId);
    expect(score).toBeGreaterThan(0);
    expect((await scoresOf(owner)).get(jobId)).toBe(score);
    expect((await scoresOf(owner, second)).get(jobId)).toBe(score);
    await callApi(t, 'DELETE', `/api/jobs/${jobId}`, undefined, owner);
    expect((await scoresOf(owner)).has(jobId)).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(t, 'GET', '/api/jobs/matches', undefined, {})).statusCode).toBe(401);
  });
});

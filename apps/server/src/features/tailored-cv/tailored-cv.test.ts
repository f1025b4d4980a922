import type { TailoredCv } from '@hirelane/contract/tailored-cv';
import { describe, expect, it } from 'vitest';
import { addExperience, callerAs, createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
const owner = await signedInUser(t);
const other = await signedInUser(t);

const call = callerAs(t, owner.auth);

const ad =
  'We are looking for a backend developer. Requirements: solid experience with PostgreSQL and Kubernetes. ' +
  'Experience with Terraform is a plus.';
const { jobId } = await createJob(t, owner.auth, {
  position: 'Backend developer',
  company: 'Fjord AS',
  description: ad,
});
const backend = await addExperience(t, owner.auth, {
  title: 'Backend developer',
  company: 'Nordlys',
  startDate: '2021-01',
  isCurrent: true,
  description: 'Built the billing service.',
});
const waiter = await addExperience(t, owner.auth, {
  title: 'Waiter',
  company: 'Café Lyst',
  startDate: '2014-01',
  endDate: '2015-06',
});
await call('PUT', '/api/cv/skills/professional', {
  skills: ['Excel', 'Postgres', 'Kubernetes', 'Photoshop'],
});

const version = async (headers = owner.auth): Promise<TailoredCv> =>
  (await call('GET', `/api/jobs/${jobId}/tailored-cv`, undefined, headers)).json();

describe("a job's tailored CV", () => {
  it('before one is saved, is the main CV with the skills the ad asks for first', async () => {
    const first = await version();
    expect(first.saved).toBe(false);
    expect(first.headline).toBeNull();
    expect(first.entries.map((entry) => [entry.title, entry.excluded])).toEqual([
      ['Backend developer', false],
      ['Waiter', false],
    ]);
    expect(first.cv.professionalSkills.slice(0, 2).sort()).toEqual(['Kubernetes', 'Postgres']);
    expect(first.cv.professionalSkills.slice(2)).toEqual(['Excel', 'Photoshop']);
  });

  it('keeps its own headline, left-out entries and descriptions while the main CV keeps everything', async () => {
    const saved = await call('PUT', `/api/jobs/${jobId}/tailored-cv`, {
      headline: 'Backend developer with PostgreSQL',
      excludedEntryIds: [waiter.userExperienceId, 'someone-elses-entry'],
      descriptionOverrides: { [backend.userExperienceId]: '- Ran PostgreSQL on Kubernetes\n- Cut costs 30%' },
    });
    expect(saved.statusCode).toBe(200);
    const body: TailoredCv = saved.json();
    expect(body).toMatchObject({ saved: true, headline: 'Backend developer with PostgreSQL' });
    expect(body.excludedEntryIds).toEqual([waiter.userExperienceId]);
    expect(body.cv.experience.map((entry) => entry.title)).toEqual(['Backend developer']);
    expect(body.cv.experience[0]?.description).toBe('- Ran PostgreSQL on Kubernetes\n- Cut costs 30%');
    expect(body.cv.headline).toBe('Backend developer with PostgreSQL');
    const main = (await call('GET', '/api/cv/experience')).json();
    expect(main.map((entry: { title: string }) => entry.title)).toContain('Waiter');
  });

  it('follows the main CV where it does not change it', async () => {
    await addExperience(t, owner.auth, {
      title: 'Platform engineer',
      company: 'Havbris',
      startDate: '2024-02',
      isCurrent: true,
    });
    const after = await version();
    expect(after.cv.experience.map((entry) => entry.title)).toEqual([
      'Platform engineer',
      'Backend developer',
    ]);
  });

  it('reorders entries and refuses what is not a version', async () => {
    const ids = (await version()).entries.map((entry) => entry.id);
    const reordered: TailoredCv = (
      await call('PUT', `/api/jobs/${jobId}/tailored-cv`, {
        headline: null,
        entryOrder: [backend.userExperienceId],
      })
    ).json();
    expect(reordered.entries[0]?.id).toBe(backend.userExperienceId);
    expect(reordered.entries.map((entry) => entry.id).sort()).toEqual([...ids].sort());
    const tooLong = await call('PUT', `/api/jobs/${jobId}/tailored-cv`, { headline: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.headline).toBe('The headline can be at most 120 characters');
    const badDesign = await call('PUT', `/api/jobs/${jobId}/tailored-cv`, { headline: null, design: 'neon' });
    expect(badDesign.statusCode).toBe(400);
  });

  it('is only its owner’s, and goes back to the main CV when removed', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { headline: 'Mine' }], ['DELETE']] as const) {
      const answer = await call(method, `/api/jobs/${jobId}/tailored-cv`, payload, other.auth);
      expect(answer.statusCode).toBe(404);
    }
    expect((await call('DELETE', `/api/jobs/${jobId}/tailored-cv`)).statusCode).toBe(200);
    expect((await version()).saved).toBe(false);
    expect((await call('DELETE', `/api/jobs/${jobId}/tailored-cv`)).statusCode).toBe(404);
  });
});

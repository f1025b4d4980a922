import type { PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { noTailoring } from '@hirelane/contract/tailored-cv';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addExperience, callerAs, createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { findTailoredVersion } from '../../domain/cv/tailored-versions.ts';
import { createTailoredCvRepository } from './tailored-cv.repository.ts';

const t = await fileTestApp();
const owner = await signedInUser(t, { firstName: 'Ingrid', lastName: 'Berg' });
const other = await signedInUser(t);

const call = callerAs(t, owner.auth);
const asPublic = (url: string) => t.app.inject({ method: 'GET', url });
const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

const postJob = async (headers: Record<string, string>) =>
  (await createJob(t, headers, { position: 'Nurse', company: 'Haukeland' })).jobId;

const kept = await addExperience(t, owner.auth, {
  title: 'Intensive care nurse',
  company: 'Haukeland',
  startDate: '2020-01',
  isCurrent: true,
  description: 'Night shifts on the ICU.',
});
const left = await addExperience(t, owner.auth, {
  title: 'Shop assistant',
  company: 'Rema 1000',
  startDate: '2015-01',
  endDate: '2016-06',
});
await call('PUT', '/api/cv/skills/professional', { skills: ['Excel', 'Wound care', 'Triage'] });
const jobId = await postJob(owner.auth);
const { id: ownerId } = await t.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', owner.email)
  .executeTakeFirstOrThrow();
await createTailoredCvRepository(t.db).save(
  ownerId,
  jobId,
  {
    headline: 'ICU nurse for Haukeland',
    summary: null,
    excludedEntryIds: [left.userExperienceId],
    entryOrder: [],
    descriptionOverrides: { [kept.userExperienceId]: '- Triage in the emergency room\n- Night shifts' },
    professionalSkills: null,
    design: 'compact',
    hiddenSkillIds: [],
  },
  ['Triage'],
  new Date(),
);

describe("a job's tailored CV, downloaded and shared", () => {
  it('downloads the version: its headline, entries, descriptions and skills, the main CV untouched', async () => {
    const tailored = await call('GET', `/api/jobs/${jobId}/tailored-cv/pdf?paper=letter`);
    expect(tailored.statusCode).toBe(200);
    const text = await pdfText(tailored.rawPayload);
    expect(text).toContain('ICU nurse for Haukeland');
    expect(text).toContain('Triage in the emergency room');
    expect(text).not.toContain('Shop assistant');
    expect(text.indexOf('Triage')).toBeLessThan(text.indexOf('Excel'));
    const main = await pdfText((await call('GET', '/api/cv/pdf')).rawPayload);
    expect(main).toContain('Shop assistant');
    expect(main).not.toContain('ICU nurse for Haukeland');
    expect((await call('GET', `/api/jobs/${jobId}/tailored-cv/pdf`, undefined, other.auth)).statusCode).toBe(
      404,
    );
  });

  it('shares the version by link in its design, or the link’s own, and never another user’s job', async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Haukeland', jobId })).json();
    expect(link.jobId).toBe(jobId);
    const page: PublicShareableCv = (
      await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`)
    ).json();
    expect(page.cv.headline).toBe('ICU nurse for Haukeland');
    expect(page.cv.experience.map((entry) => entry.title)).toEqual(['Intensive care nurse']);
    expect(page.cv.professionalSkills).toEqual(['Triage', 'Excel', 'Wound care']);
    expect(page.design.design).toBe('compact');
    await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, { title: 'Haukeland', design: 'modern' });
    const redrawn: PublicShareableCv = (
      await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`)
    ).json();
    expect(redrawn.design.design).toBe('modern');
    expect(redrawn.cv.headline).toBe('ICU nurse for Haukeland');

    const theirs = await postJob(other.auth);
    const refused = await call('POST', '/api/cv/shareable', { title: 'Not mine', jobId: theirs });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This job does not exist or was deleted');
  });

  it('lists the links of one job, so its tab reuses the link it made instead of making another', async () => {
    const job = await postJob(owner.auth);
    const first: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'First', jobId: job })
    ).json();
    const second: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Second', jobId: job })
    ).json();
    await call('POST', '/api/cv/shareable', { title: 'Main CV' });
    const ofJob = await call('GET', `/api/cv/shareable?jobId=${job}`);
    expect(ofJob.statusCode).toBe(200);
    const ids = (ofJob.json() as ShareableCv[]).map((link) => link.sharedCvId);
    expect(ids.sort()).toEqual([first.sharedCvId, second.sharedCvId].sort());
    expect((ofJob.json() as ShareableCv[]).every((link) => link.jobId === job)).toBe(true);
    const all = (await call('GET', '/api/cv/shareable')).json() as ShareableCv[];
    expect(all.some((link) => link.title === 'Main CV')).toBe(true);

    expect((await call('GET', `/api/cv/shareable?jobId=${job}`, undefined, other.auth)).json()).toEqual([]);
    expect((await call('GET', '/api/cv/shareable?jobId=')).statusCode).toBe(400);
  });

  it("puts the version's skills first in the letter for that job, never its headline as a role", async () => {
    const draft = async (forJob: string | null) =>
      (
        await call('POST', '/api/jobs/application/draft', {
          templateId: 'classic-en',
          language: 'en',
          ...(forJob ? { jobId: forJob } : {}),
        })
      ).json().body as string;
    const forJob = await draft(jobId);
    expect(forJob).toContain('My strongest skills are Triage, Excel and Wound care');
    expect(forJob).not.toContain('ICU nurse for Haukeland');
    expect(await draft(null)).toContain('My strongest skills are Excel, Wound care and Triage');
  });

  it('goes with its job: deleting the job removes the version and its links', async () => {
    const doomed = await postJob(owner.auth);
    await createTailoredCvRepository(t.db).save(
      ownerId,
      doomed,
      { ...noTailoring(), headline: 'Gone soon' },
      [],
      new Date(),
    );
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Doomed', jobId: doomed })
    ).json();
    expect((await call('DELETE', `/api/jobs/${doomed}`)).statusCode).toBe(200);
    expect(await findTailoredVersion(t.db, ownerId, doomed)).toBeUndefined();
    expect((await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`)).statusCode).toBe(404);
  });
});

import zlib from 'node:zlib';
import type { PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { describe, expect, it, vi } from 'vitest';
import { callApi, type Method, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { createSecondInstance } from '../../../test/test-app.ts';

const t = await fileTestApp();
const owner = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });

const call = (method: Method, url: string, payload?: unknown) => callApi(t, method, url, payload, owner.auth);
const newLink = async (title: string): Promise<ShareableCv> =>
  (await call('POST', '/api/cv/shareable', { title })).json();
const visit = (id: string, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/cv/public/shareable/link/${id}` });
/** The owner's figure, as the sharing screen shows it. */
const ownersCount = async (id: string) => (await call('GET', `/api/cv/shareable/${id}`)).json().views;
/** What the database holds for the link. */
const storedViews = async (id: string) =>
  Number(
    (await t.db.selectFrom('shareable_cvs').select('views').where('id', '=', id).executeTakeFirstOrThrow())
      .views,
  );

describe('counting the views of a shared link', () => {
  it('writes visits in batches, while the owner sees each one at once', async () => {
    const link = await newLink('Batched');
    await visit(link.sharedCvId);
    await visit(link.sharedCvId);
    expect(await ownersCount(link.sharedCvId)).toBe(2);
    expect((await call('GET', '/api/cv/shareable')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ sharedCvId: link.sharedCvId, views: 2 })]),
    );
    // No write per visit: the database has them within the interval (2 s).
    expect(await storedViews(link.sharedCvId)).toBe(0);
    await vi.waitFor(async () => expect(await storedViews(link.sharedCvId)).toBe(2), {
      timeout: 5000,
      interval: 100,
    });
    expect(await ownersCount(link.sharedCvId)).toBe(2);
  });

  it('counts no view for a HEAD of the link’s JSON, which reads no CV', async () => {
    const link = await newLink('Checked by HEAD');
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/cv/public/shareable/link/${link.sharedCvId}`,
    });
    expect(head.statusCode).toBe(200);
    expect(await ownersCount(link.sharedCvId)).toBe(0);
    await visit(link.sharedCvId);
    expect(await ownersCount(link.sharedCvId)).toBe(1);
  });

  it('loses no view counted by an instance that stops, and the other instance shows them', async () => {
    const link = await newLink('Two instances');
    const second = await createSecondInstance(t);
    await visit(link.sharedCvId, second);
    await visit(link.sharedCvId, second);
    await visit(link.sharedCvId, second);
    await second.close();
    expect(await storedViews(link.sharedCvId)).toBe(3);
    expect(await ownersCount(link.sharedCvId)).toBe(3);
  });
});

describe('reusing what a link shows for a moment', () => {
  it('never shows a deleted link, and shows a link’s new settings at once', async () => {
    const link = await newLink('Before');
    expect((await visit(link.sharedCvId)).statusCode).toBe(200);
    await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, { title: 'After', contactFields: [] });
    const edited: PublicShareableCv = (await visit(link.sharedCvId)).json();
    expect(edited.title).toBe('After');
    expect(edited.cv.contact.photoUrl).toBeNull();
    expect((await call('DELETE', `/api/cv/shareable/${link.sharedCvId}`)).statusCode).toBe(200);
    expect((await visit(link.sharedCvId)).statusCode).toBe(404);
  });

  it('never shows a link past its last day, though it was just read', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Today only', expiryDate: today })
    ).json();
    expect((await visit(link.sharedCvId)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await visit(link.sharedCvId)).statusCode).toBe(410);
    t.clock.advance(-24 * 60 * 60 * 1000);
  });

  it('answers the reused JSON compressed as asked, still private', async () => {
    await call('POST', '/api/cv/experience', {
      title: 'Intensive care nurse',
      company: 'Haukeland',
      startDate: '2020-01',
      isCurrent: true,
      description: 'Night shifts on the ICU, triage in the emergency room. '.repeat(30),
    });
    const link = await newLink('Compressed');
    const plain = await visit(link.sharedCvId);
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/api/cv/public/shareable/link/${link.sharedCvId}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    for (const response of [plain, compressed]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers.vary).toContain('accept-encoding');
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect((plain.json() as PublicShareableCv).title).toBe('Compressed');
  });

  it('shows an edit of the CV within a second', async () => {
    const link = await newLink('Skills');
    await call('PUT', '/api/cv/skills/professional', { skills: ['Triage'] });
    const before: PublicShareableCv = (await visit(link.sharedCvId)).json();
    expect(before.cv.professionalSkills).toEqual(['Triage']);
    await call('PUT', '/api/cv/skills/professional', { skills: ['Triage', 'Wound care'] });
    await vi.waitFor(
      async () => {
        const after: PublicShareableCv = (await visit(link.sharedCvId)).json();
        expect(after.cv.professionalSkills).toEqual(['Triage', 'Wound care']);
      },
      { timeout: 1500, interval: 250 },
    );
  });
});

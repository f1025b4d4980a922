import type { PublicProfile, PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method,
    url,
    headers: headers ?? owner.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asPublic = (url: string) => t.app.inject({ method: 'GET', url });

/** A CV with something in every section, including a hidden endorsement and private bits. */
const fillCv = async () => {
  await call('POST', '/api/cv/experience', {
    title: 'Utvikler',
    company: 'Blåbær AS',
    location: 'Tromsø',
    startDate: '2021-03',
    isCurrent: true,
    description: 'Bygde bookingsystemet på nytt.',
  });
  await call('POST', '/api/cv/education', {
    school: 'NTNU',
    degree: 'MSc',
    field: 'Datateknologi',
    startDate: '2016-08',
    endDate: '2021-06',
  });
  await call('PUT', '/api/cv/skills/professional', { skills: ['TypeScript', 'PostgreSQL'] });
  await call('PUT', '/api/cv/skills/personal', { skills: ['Tålmodig'] });
  await call('PUT', '/api/cv/languages', { languages: [{ language: 'Norsk', level: 5 }] });
  const cert = new FormData();
  cert.append('request', JSON.stringify({ name: 'AWS Developer', issuer: 'Amazon', issueDate: '2024-01' }));
  await t.app.inject({ method: 'POST', url: '/api/cv/certifications', headers: owner.auth, body: cert });
  for (const [text, visible] of [
    ['Øyvind is thorough, kind and always ships on time.', true],
    ['This one stays hidden from the public CV entirely.', false],
  ] as const) {
    const request = await call('POST', '/api/cv/endorsement/requests', {
      endorserName: 'Ola Leder',
      endorserEmail: `ola.${visible}@example.test`,
      relationship: 1,
    });
    const id = request.json().userEndorsementRequestId;
    await t.app.inject({
      method: 'POST',
      url: '/api/cv/public/endorsement',
      payload: { requestId: id, endorserName: 'Ola Leder', endorserTitle: 'CTO', relationship: 1, text },
    });
    if (!visible) {
      const all: { endorsementId: string; text: string }[] = (
        await call('GET', '/api/cv/endorsement')
      ).json();
      const hidden = all.find((endorsement) => endorsement.text === text);
      await call('PUT', `/api/cv/endorsement/${hidden?.endorsementId}/visibility`, { isVisible: false });
    }
  }
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { firstName: 'Åse', lastName: 'Ødegård' });
  other = await signedInUser(t);
  await fillCv();
});
afterAll(async () => {
  await t.close();
});

const expectedCv = {
  firstName: 'Åse',
  lastName: 'Ødegård',
  headline: null,
  experience: [
    {
      title: 'Utvikler',
      company: 'Blåbær AS',
      location: 'Tromsø',
      employmentType: null,
      startDate: '2021-03',
      endDate: null,
      isCurrent: true,
      description: 'Bygde bookingsystemet på nytt.',
    },
  ],
  education: [
    {
      school: 'NTNU',
      degree: 'MSc',
      field: 'Datateknologi',
      startDate: '2016-08',
      endDate: '2021-06',
      grade: null,
      description: null,
    },
  ],
  certifications: [
    {
      name: 'AWS Developer',
      issuer: 'Amazon',
      issueDate: '2024-01',
      expiryDate: null,
      credentialId: null,
      credentialUrl: null,
    },
  ],
  professionalSkills: ['TypeScript', 'PostgreSQL'],
  personalSkills: ['Tålmodig'],
  languages: [{ language: 'Norsk', level: 5 }],
  endorsements: [
    {
      endorserName: 'Ola Leder',
      endorserTitle: 'CTO',
      relationship: 1,
      text: 'Øyvind is thorough, kind and always ships on time.',
    },
  ],
};

describe('shareable links', () => {
  it('creates a link with an unguessable id and shows the CV to anyone holding it, public fields only', async () => {
    const created = await call('POST', '/api/cv/shareable', { title: 'For Fjord AS', expiryDate: null });
    expect(created.statusCode).toBe(201);
    const link: ShareableCv = created.json();
    expect(Buffer.from(link.sharedCvId, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link).toMatchObject({ title: 'For Fjord AS', expiryDate: null, isExpired: false, views: 0 });
    expect(link.publicUrl).toBe(`http://localhost:3000/public-cv/${link.sharedCvId}`);

    const response = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'For Fjord AS', cv: expectedCv } satisfies PublicShareableCv);
    expect(response.body).not.toContain(owner.email);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`);
    expect((await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json().views).toBe(2);
  });

  it('expires after its last day (fake clock) with 410, and a deleted link is gone at once', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const link: ShareableCv = (
      await call('POST', '/api/cv/shareable', { title: 'Short', expiryDate: today })
    ).json();
    expect((await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000);
    owner = { ...owner, ...(await signIn(t, owner.email, owner.password)) };
    other = { ...other, ...(await signIn(t, other.email, other.password)) };
    const expired = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      message: 'This link has expired. Ask its owner for a new one.',
      code: 'GONE',
    });
    expect((await call('GET', `/api/cv/shareable/${link.sharedCvId}`)).json().isExpired).toBe(true);

    const doomed: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Doomed' })).json();
    expect((await call('DELETE', `/api/cv/shareable/${doomed.sharedCvId}`)).statusCode).toBe(200);
    expect((await asPublic(`/api/cv/public/shareable/link/${doomed.sharedCvId}`)).statusCode).toBe(404);
  });

  it('edits title and expiry, refuses a past date, an empty title and other users', async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'Draft' })).json();
    const future = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const updated = await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, {
      title: 'Final',
      expiryDate: future,
    });
    expect(updated.json()).toMatchObject({ title: 'Final', expiryDate: future });
    const past = await call('PUT', `/api/cv/shareable/${link.sharedCvId}`, {
      title: 'Final',
      expiryDate: '2000-01-01',
    });
    expect(past.json().fields.expiryDate).toBe('Choose today or a later date');
    expect((await call('POST', '/api/cv/shareable', { title: ' ' })).json().fields.title).toBe(
      'Give the link a title',
    );
    for (const [method, payload] of [['GET'], ['PUT', { title: 'Mine now' }], ['DELETE']] as const) {
      expect(
        (await call(method, `/api/cv/shareable/${link.sharedCvId}`, payload, other.auth)).statusCode,
      ).toBe(404);
    }
    expect((await call('GET', '/api/cv/shareable', undefined, other.auth)).json()).toEqual([]);
  });
});

describe('CV as PDF', () => {
  it('has real text with every section, Norwegian letters, and a file name from the owner', async () => {
    const link: ShareableCv = (await call('POST', '/api/cv/shareable', { title: 'PDF' })).json();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cv/public/shareable/link/${link.sharedCvId}/pdf`,
      headers: { 'accept-language': 'no' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''%C3%85se-%C3%98deg%C3%A5rd-CV.pdf",
    );
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      'Åse Ødegård',
      'ERFARING',
      'Utvikler',
      'Blåbær AS, Tromsø',
      'Bygde bookingsystemet på nytt.',
      'UTDANNING',
      'Datateknologi',
      'SERTIFISERINGER',
      'AWS Developer',
      'TypeScript · PostgreSQL',
      'Tålmodig',
      'Norsk (Morsmål)',
      'ANBEFALINGER',
      'Øyvind is thorough',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('stays hidden');
    const own = await t.app.inject({ method: 'GET', url: '/api/cv/pdf', headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('public profile', () => {
  it('checks handles: length, characters, reserved words, taken by someone else', async () => {
    const verify = async (handle: string, user = owner) =>
      (
        await call(
          'GET',
          `/api/cv/public-profile/verify/?handler=${encodeURIComponent(handle)}`,
          undefined,
          user.auth,
        )
      ).json();
    expect(await verify('ab')).toEqual({ handlerAvailable: false, reason: 'Use at least 3 characters' });
    expect(await verify('has space')).toMatchObject({ handlerAvailable: false });
    expect(await verify('admin')).toEqual({ handlerAvailable: false, reason: 'This handle is reserved' });
    expect(await verify('Ase-Odegard')).toEqual({ handlerAvailable: true });
    const saved = await call('PUT', '/api/cv/public-profile', {
      handle: 'Ase-Odegard',
      headline: 'Utvikler i Tromsø',
      isVisible: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      handle: 'ase-odegard',
      publicUrl: 'http://localhost:3000/u/ase-odegard',
    });
    expect(await verify('ase-odegard')).toEqual({ handlerAvailable: true });
    expect(await verify('ASE-ODEGARD', other)).toEqual({
      handlerAvailable: false,
      reason: 'This handle is taken',
    });
    const stolen = await call('PUT', '/api/cv/public-profile', { handle: 'ase-odegard' }, other.auth);
    expect(stolen.statusCode).toBe(409);
  });

  it('lets only one of two users take a handle at the same moment', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [first, second] = await Promise.all([
      call('PUT', '/api/cv/public-profile', { handle: 'same-handle' }, a.auth),
      call('PUT', '/api/cv/public-profile', { handle: 'same-handle' }, b.auth),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('keeps a short de-duplicated tag list', async () => {
    const put = await call('PUT', '/api/cv/public-profile/tags', {
      tags: ['TypeScript', 'typescript', 'Tromsø'],
    });
    expect(put.json()).toEqual({ tags: ['TypeScript', 'Tromsø'] });
    expect((await call('GET', '/api/cv/public-profile/tags')).json()).toEqual({
      tags: ['TypeScript', 'Tromsø'],
    });
    const many = Array.from({ length: 21 }, (_, i) => `tag${i}`);
    expect((await call('PUT', '/api/cv/public-profile/tags', { tags: many })).json().fields.tags).toBe(
      'Use at most 20 tags',
    );
  });

  it('shows a visible profile by handle without a token, public fields and chosen sections only', async () => {
    await call('PUT', '/api/cv/public-profile', {
      handle: 'ase-odegard',
      headline: 'Utvikler i Tromsø',
      bio: 'Jeg liker gode verktøy.',
      isVisible: true,
      sections: ['experience', 'language'],
    });
    const response = await asPublic('/api/cv/public/profile/ASE-odegard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      handle: 'ase-odegard',
      bio: 'Jeg liker gode verktøy.',
      tags: ['TypeScript', 'Tromsø'],
      sections: ['experience', 'language'],
      cv: {
        ...expectedCv,
        headline: 'Utvikler i Tromsø',
        education: [],
        certifications: [],
        professionalSkills: [],
        personalSkills: [],
        endorsements: [],
      },
    } satisfies PublicProfile);
    expect(response.body).not.toContain(owner.email);
  });

  it('answers 404 for a hidden profile and an unknown handle alike', async () => {
    await call('PUT', '/api/cv/public-profile', { handle: 'ase-odegard', isVisible: false });
    const hidden = await asPublic('/api/cv/public/profile/ase-odegard');
    const unknown = await asPublic('/api/cv/public/profile/nobody-at-all');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
  });
});

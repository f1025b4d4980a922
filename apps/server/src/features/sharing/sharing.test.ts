import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { PublicProfile, PublicShareableCv, ShareableCv } from '@hirelane/contract/sharing';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Method, putProfilePhoto, signedInUser, signIn } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
let owner = await signedInUser(t, { firstName: 'Åse', lastName: 'Ødegård' });
let other = await signedInUser(t);

const call = (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
  callApi(t, method, url, payload, headers ?? owner.auth);
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

await fillCv();

const noContact = { photoUrl: null, email: null, phone: null, links: [] };

const expectedCv = {
  firstName: 'Åse',
  lastName: 'Ødegård',
  headline: null,
  location: null,
  summary: null,
  contact: noContact,
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
    expect(link).toMatchObject({
      title: 'For Fjord AS',
      expiryDate: null,
      isExpired: false,
      views: 0,
      contactFields: ['photo', 'email', 'phone', 'links'],
    });
    expect(link.publicUrl).toBe(`http://localhost:3000/public-cv/${link.sharedCvId}`);

    const response = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: 'For Fjord AS',
      cv: expectedCv,
      video: null,
      design: defaultCvDesignSettings('en'),
    } satisfies PublicShareableCv);
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
    // The section titles speak the CV's language (the owner's choice), whatever the visitor's is.
    await call('PUT', '/api/cv/design', { language: 'no' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cv/public/shareable/link/${link.sharedCvId}/pdf`,
      headers: { 'accept-language': 'en' },
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
    // An open end is written as the builder writes it, capitalised, in either language.
    expect(text).toContain('mars 2021 – Nå');
    await call('PUT', '/api/cv/design', { language: 'en' });
    const english = await t.app.inject({ method: 'GET', url: '/api/cv/pdf', headers: owner.auth });
    expect(await pdfText(english.rawPayload)).toContain('Mar 2021 – Present');
    await call('PUT', '/api/cv/design', { language: 'no' });
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
      video: null,
      indexable: false,
      // The owner's choice (the CV's language was set to Norwegian for the PDF above).
      design: { ...defaultCvDesignSettings('en'), language: 'no' },
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

const pdfText = async (payload: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text;
};
/** Whether a PDF draws an image (the photo). */
const hasImage = (payload: Buffer) => payload.toString('latin1').includes('/Subtype /Image');

describe("the profile's contact details on shared CVs, the public profile and the PDF", () => {
  let withContact: Awaited<ReturnType<typeof signedInUser>>;
  const asContact = (method: Method, url: string, payload?: unknown) =>
    call(method, url, payload, withContact.auth);
  const LINKEDIN = { label: 'LinkedIn', url: 'https://www.linkedin.com/in/kari-nordmann' };

  beforeAll(async () => {
    withContact = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });
    const saved = await asContact('PUT', '/api/jobs/application/profile', {
      firstName: 'Kari',
      lastName: 'Nordmann',
      headline: 'Sykepleier i Bodø',
      phone: '+47 912 34 567',
      email: 'kari.jobb@example.test',
      links: [LINKEDIN],
    });
    expect(saved.statusCode).toBe(200);
    const uploaded = await putProfilePhoto(t, withContact.auth);
    expect(uploaded.statusCode).toBe(200);
  });

  it('a new link shows every contact detail, e-mail and phone too (it is sent to be answered)', async () => {
    const link: ShareableCv = (await asContact('POST', '/api/cv/shareable', { title: 'Default' })).json();
    expect(link.contactFields).toEqual(['photo', 'email', 'phone', 'links']);
    const response = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`);
    const { cv }: PublicShareableCv = response.json();
    expect(cv.headline).toBe('Sykepleier i Bodø');
    expect(cv.contact).toEqual({
      photoUrl: expect.stringMatching(
        new RegExp(`^http://localhost:3000/api/cv/public/shareable/link/${link.sharedCvId}/photo\\?v=\\d+$`),
      ),
      email: 'kari.jobb@example.test',
      phone: '+47 912 34 567',
      links: [LINKEDIN],
    });

    const photo = await asPublic(new URL(cv.contact.photoUrl ?? '').pathname);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['referrer-policy']).toBe('no-referrer');
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('shows exactly the details a link chose, keeps them when an edit leaves them out, and the PDF follows', async () => {
    const link: ShareableCv = (
      await asContact('POST', '/api/cv/shareable', {
        title: 'For Nordlandssykehuset',
        contactFields: ['phone', 'email'],
      })
    ).json();
    expect(link.contactFields).toEqual(['email', 'phone']);
    const view = async () =>
      ((await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}`)).json() as PublicShareableCv).cv
        .contact;
    expect(await view()).toEqual({
      photoUrl: null,
      email: 'kari.jobb@example.test',
      phone: '+47 912 34 567',
      links: [],
    });
    expect((await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}/photo`)).statusCode).toBe(404);

    const pdf = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}/pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sykepleier i Bodø');
    expect(text).toContain('kari.jobb@example.test');
    expect(text).toContain('+47 912 34 567');
    expect(text).not.toContain('linkedin.com');
    expect(hasImage(pdf.rawPayload)).toBe(false);

    const renamed = await asContact('PUT', `/api/cv/shareable/${link.sharedCvId}`, { title: 'Renamed' });
    expect(renamed.json().contactFields).toEqual(['email', 'phone']);
    const changed = await asContact('PUT', `/api/cv/shareable/${link.sharedCvId}`, {
      title: 'Renamed',
      contactFields: ['photo', 'links'],
    });
    expect(changed.json().contactFields).toEqual(['photo', 'links']);
    expect(await view()).toMatchObject({ email: null, phone: null, links: [LINKEDIN] });
    const withPhoto = await asPublic(`/api/cv/public/shareable/link/${link.sharedCvId}/pdf`);
    expect(hasImage(withPhoto.rawPayload)).toBe(true);
    const pdfLinks = await pdfText(withPhoto.rawPayload);
    expect(pdfLinks).toContain('linkedin.com/in/kari-nordmann');
    expect(pdfLinks).not.toContain('kari.jobb@');
  });

  it('refuses unknown contact details with a plain message', async () => {
    const response = await asContact('POST', '/api/cv/shareable', {
      title: 'Bad',
      contactFields: ['address'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['contactFields.0']).toBe('Choose from photo, email, phone and links');
    expect(response.body).not.toContain('Error:');
  });

  it("the owner's own PDF has every contact detail and the photo", async () => {
    const own = await asContact('GET', '/api/cv/pdf');
    const text = await pdfText(own.rawPayload);
    for (const expected of ['Kari Nordmann', 'kari.jobb@example.test', '+47 912 34 567', 'linkedin.com/in/'])
      expect(text).toContain(expected);
    expect(hasImage(own.rawPayload)).toBe(true);
  });

  it('the public profile shows its own choice, the photo only while the profile is visible', async () => {
    const saved = await asContact('PUT', '/api/cv/public-profile', {
      handle: 'kari-bodo',
      isVisible: true,
      contactFields: ['phone'],
    });
    expect(saved.json()).toMatchObject({ contactFields: ['phone'], headline: 'Sykepleier i Bodø' });
    const open = async () => (await asPublic('/api/cv/public/profile/kari-bodo')).json() as PublicProfile;
    expect((await open()).cv.contact).toEqual({
      photoUrl: null,
      email: null,
      phone: '+47 912 34 567',
      links: [],
    });
    expect((await asPublic('/api/cv/public/profile/kari-bodo/photo')).statusCode).toBe(404);

    // Left out, the choice stays; given, it changes.
    await asContact('PUT', '/api/cv/public-profile', { handle: 'kari-bodo', isVisible: true });
    expect((await open()).cv.contact.phone).toBe('+47 912 34 567');
    await asContact('PUT', '/api/cv/public-profile', {
      handle: 'kari-bodo',
      isVisible: true,
      contactFields: ['photo'],
    });
    const { cv } = await open();
    expect(cv.contact.photoUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/cv\/public\/profile\/kari-bodo\/photo\?v=\d+$/,
    );
    expect(cv.contact.phone).toBeNull();
    expect((await asPublic('/api/cv/public/profile/KARI-bodo/photo')).statusCode).toBe(200);

    await asContact('PUT', '/api/cv/public-profile', { handle: 'kari-bodo', isVisible: false });
    expect((await asPublic('/api/cv/public/profile/kari-bodo/photo')).statusCode).toBe(404);
  });

  it("has one headline: the public profile form sets the profile's, and leaving it out keeps it", async () => {
    const profileHeadline = async () =>
      (await asContact('GET', '/api/jobs/application/profile')).json().headline;
    await asContact('PUT', '/api/cv/public-profile', { handle: 'kari-bodo', headline: 'Intensivsykepleier' });
    expect(await profileHeadline()).toBe('Intensivsykepleier');
    await asContact('PUT', '/api/cv/public-profile', { handle: 'kari-bodo', bio: 'Hei' });
    expect(await profileHeadline()).toBe('Intensivsykepleier');
    expect((await asContact('GET', '/api/cv/public-profile')).json().headline).toBe('Intensivsykepleier');
  });
});

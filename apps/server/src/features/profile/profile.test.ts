import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callApi, createVerifiedUser, fileForm, signedInUser, signIn } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();

const getBasic = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/jobs/application/profile/basic', headers });
const putBasic = (headers: Record<string, string>, payload: unknown) =>
  callApi(t, 'PUT', '/api/jobs/application/profile/basic', payload, headers);
const upload = (headers: Record<string, string>, data: Buffer, name = 'me.jpg', type = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/jobs/application/profile/image',
    headers,
    body: fileForm({ name, type, data }),
  });

describe('basic profile', () => {
  it('answers the signed-in user only, and changes names, country and language', async () => {
    const user = await createVerifiedUser(t, { firstName: 'Åse', lastName: 'Ødegård' });
    const session = await signIn(t, user.email, user.password);
    const response = await getBasic(session.auth);
    expect(response.json()).toEqual({
      firstName: 'Åse',
      lastName: 'Ødegård',
      email: user.email,
      country: 'NO',
      preferredLanguage: 'en',
      showMatchScores: true,
    });
    const put = await putBasic(session.auth, {
      firstName: 'Åse',
      lastName: 'Berg',
      country: 'SE',
      preferredLanguage: 'no',
    });
    expect(put.json()).toEqual({
      firstName: 'Åse',
      lastName: 'Berg',
      email: user.email,
      country: 'SE',
      preferredLanguage: 'no',
      showMatchScores: true,
    });
    const bad = await putBasic(session.auth, {
      firstName: '',
      lastName: 'B',
      country: 'XX',
      preferredLanguage: 'de',
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['country', 'firstName', 'preferredLanguage']);
  });

  it('shows match scores on cards at first, saves the choice and keeps it when a save leaves it out', async () => {
    const { auth } = await signedInUser(t);
    const put = (extra: Record<string, unknown>) =>
      putBasic(auth, {
        firstName: 'Kari',
        lastName: 'Nordmann',
        country: 'NO',
        preferredLanguage: 'en',
        ...extra,
      });
    expect((await getBasic(auth)).json()).toMatchObject({ showMatchScores: true });
    expect((await put({ showMatchScores: false })).json()).toMatchObject({ showMatchScores: false });
    expect((await put({})).json()).toMatchObject({ showMatchScores: false });
    expect((await getBasic(auth)).json()).toMatchObject({ showMatchScores: false });
    expect((await put({ showMatchScores: 'no' })).statusCode).toBe(400);
    expect((await put({ showMatchScores: true })).json()).toMatchObject({ showMatchScores: true });
  });

  it('answers 401 without a token, with a forged one, and after the token expires', async () => {
    expect((await getBasic()).json()).toEqual({
      message: 'Please sign in to continue',
      code: 'UNAUTHENTICATED',
    });
    const session = await signedInUser(t);
    const [header, payload] = session.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await getBasic({ authorization: `Bearer ${unsigned}` })).statusCode).toBe(401);
    expect((await getBasic({ authorization: `Bearer ${header}.${payload}.forged` })).statusCode).toBe(401);
    expect((await getBasic({ authorization: `Bearer ${session.idToken}` })).statusCode).toBe(401);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await getBasic(session.auth)).statusCode).toBe(401);
  });
});

describe('full profile', () => {
  it('keeps every field, all optional but the names', async () => {
    const user = await signedInUser(t);
    const empty = (
      await t.app.inject({ method: 'GET', url: '/api/jobs/application/profile', headers: user.auth })
    ).json();
    expect(empty).toMatchObject({ headline: '', links: [], dateOfBirth: null, hasImage: false });
    const profile = {
      firstName: 'Kari',
      lastName: 'Nordmann',
      headline: 'Frontend developer',
      summary: 'Ten years of building calm interfaces.',
      phone: '+47 400 00 000',
      email: 'kari@work.example',
      location: 'Oslo',
      links: [{ label: 'GitHub', url: 'https://github.com/kari' }],
      dateOfBirth: '1990-05-31',
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/jobs/application/profile',
      headers: user.auth,
      payload: profile,
    });
    expect(put.json()).toEqual({ ...profile, hasImage: false, imageUpdatedAt: null });
    const minimal = await t.app.inject({
      method: 'PUT',
      url: '/api/jobs/application/profile',
      headers: user.auth,
      payload: { firstName: 'Kari', lastName: 'N' },
    });
    expect(minimal.json()).toMatchObject({ headline: '', links: [], dateOfBirth: null });
  });

  it.each([
    ['a link that is not http(s)', { links: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'links.0.url'],
    ['letters in the phone', { phone: 'call me' }, 'phone'],
    ['a bad date of birth', { dateOfBirth: '31.05.1990' }, 'dateOfBirth'],
    ['no last name', { lastName: '' }, 'lastName'],
  ])('refuses %s', async (_name, change, field) => {
    const user = await signedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/jobs/application/profile',
      headers: user.auth,
      payload: { firstName: 'K', lastName: 'N', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });
});

describe('profile photo', () => {
  it('re-encodes and resizes the upload, dropping its metadata, and serves it to its owner only', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Camera Owner', ImageDescription: 'GPS 59.91N 10.75E' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(owner.auth, photo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasImage: true });
    const served = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/application/profile/image',
      headers: owner.auth,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Camera Owner')).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/jobs/application/profile/image',
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/jobs/application/profile/image',
      headers: owner.auth,
    });
    expect(removed.json().hasImage).toBe(false);
  });

  it('refuses HTML named .jpg, a GIF, too many pixels and more than 5 MB', async () => {
    const user = await signedInUser(t);
    expect((await upload(user.auth, Buffer.from('<html><script>x</script></html>'))).statusCode).toBe(415);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(user.auth, gif, 'x.gif', 'image/gif')).json().message).toBe(
      'This file is not accepted. Upload a JPEG, PNG or WebP image.',
    );
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooMany = await upload(user.auth, huge, 'huge.png', 'image/png');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 40 megapixels/);
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    expect((await upload(user.auth, big)).statusCode).toBe(413);
  });
});

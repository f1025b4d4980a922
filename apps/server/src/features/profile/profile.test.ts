import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getBasic = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/jobs/application/profile/basic', headers });

describe('GET /api/jobs/application/profile/basic', () => {
  it('answers the signed-in user only', async () => {
    const user = await createVerifiedUser(t, { firstName: 'Åse', lastName: 'Ødegård' });
    const session = await signIn(t, user.email, user.password);
    const response = await getBasic(session.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Åse',
      lastName: 'Ødegård',
      email: user.email,
      country: 'NO',
    });
  });

  it('answers 401 without a token, with a forged one, and after the token expires', async () => {
    expect((await getBasic()).json()).toEqual({
      message: 'Please sign in to continue',
      code: 'UNAUTHENTICATED',
    });
    const user = await createVerifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    const [header, payload] = session.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await getBasic({ authorization: `Bearer ${unsigned}` })).statusCode).toBe(401);
    expect((await getBasic({ authorization: `Bearer ${header}.${payload}.forged` })).statusCode).toBe(401);
    // An idToken is not an access token.
    expect((await getBasic({ authorization: `Bearer ${session.idToken}` })).statusCode).toBe(401);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await getBasic(session.auth)).statusCode).toBe(401);
  });
});

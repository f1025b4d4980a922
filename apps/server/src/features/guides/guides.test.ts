import { describe, expect, it } from 'vitest';
import { postJson, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();

describe('guides', () => {
  it('remembers each dismissed guide per user, and the login response carries hideLoginGuide', async () => {
    const user = await signedInUser(t);
    const get = async (auth = user.auth) =>
      (await t.app.inject({ method: 'GET', url: '/api/guides', headers: auth })).json();
    expect(await get()).toEqual({ login: false, job: false, cv: false, publicProfile: false });
    for (const url of [
      '/api/jobs/guide/complete',
      '/api/cv/general/guide/complete',
      '/api/auth/guide/complete',
    ]) {
      const response = await t.app.inject({ method: 'PUT', url, headers: user.auth });
      expect(response.statusCode).toBe(200);
    }
    // Twice is fine.
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/jobs/guide/complete', headers: user.auth })).statusCode,
    ).toBe(200);
    expect(await get()).toEqual({ login: true, job: true, cv: true, publicProfile: false });
    const login = await postJson(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(login.json().hideLoginGuide).toBe(true);
    const stranger = await signedInUser(t);
    expect(await get(stranger.auth)).toEqual({ login: false, job: false, cv: false, publicProfile: false });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/cv/public-profile/guide/complete' })).statusCode,
    ).toBe(401);
  });
});

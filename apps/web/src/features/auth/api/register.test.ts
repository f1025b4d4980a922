import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { register } from './register.ts';

describe('register', () => {
  it("fails with 'User data is required' without data, before any request", async () => {
    const fetch = stubFetch();
    await expect(register(null)).rejects.toThrow('User data is required');
    await expect(register(undefined)).rejects.toThrow('User data is required');
    expect(fetch.calls).toHaveLength(0);
  });

  it('posts the registration fields to /api/auth/register', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/register', () => jsonResponse(200, { message: 'Check your e-mail' }));
    const userData = {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      country: 'NO',
      password: 'correct horse battery',
      agreedToPrivacyPolicy: true as const,
      consentedToMarketing: false,
    };
    await expect(register(userData)).resolves.toEqual({ message: 'Check your e-mail' });
    expect(fetch.callsTo('POST', '/auth/register')[0]?.body).toEqual(userData);
  });
});

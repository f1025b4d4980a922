import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app.ts';
import { readTrustProxy } from '../../config-operations.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Login tries from the proxy at 127.0.0.1, for the client the proxy names. */
const tryLogin = (app: TestApp, client: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': client },
    payload: { email: 'victim@example.test', password: 'not-the-password' },
  });

describe('TRUST_PROXY', () => {
  it('reads hop counts and proxy addresses, and names a wrong entry', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY .* "10.0.0.0\/33"/);
    expect(() => readTrustProxy('proxy.local')).toThrow(/TRUST_PROXY/);
  });

  it('behind a trusted proxy, counts rate limits per client the proxy names', async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 10; i += 1) expect((await tryLogin(t, '203.0.113.7')).statusCode).toBe(401);
    expect((await tryLogin(t, '203.0.113.7')).statusCode).toBe(429);
    expect((await tryLogin(t, '198.51.100.9')).statusCode).toBe(401);
  });

  it('without it, a client cannot escape its limit by naming another address', async () => {
    t = await createTestApp();
    for (let i = 0; i < 10; i += 1) expect((await tryLogin(t, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await tryLogin(t, '198.51.100.9')).statusCode).toBe(429);
  });
});

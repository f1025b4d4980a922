import { describe, expect, it } from 'vitest';
import { fuzzApi } from '../test/api-fuzz.ts';
import { signedInUser } from '../test/factories.ts';
import { fileTestApp } from '../test/file-test-app.ts';
import { TEST_ORIGIN } from '../test/test-app.ts';

const t = await fileTestApp();

/** A short run in `npm test` (`npm run bench` runs ten thousand): FUZZ_SEED repeats a failure. */
describe('schema-driven fuzzing of every operation in the OpenAPI document', () => {
  it('never answers 5xx or with a stack trace, and the server stays up', { timeout: 120_000 }, async () => {
    const user = await signedInUser(t);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
    const { failures, operations } = await fuzzApi({
      app: t.app,
      auth: user.auth,
      origin: TEST_ORIGIN,
      requests: 1500,
      seed,
    });
    expect(operations).toBeGreaterThan(90);
    expect(failures, `seed ${seed}`).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

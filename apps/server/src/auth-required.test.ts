import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Generated from the OpenAPI document, which covers every registered /api route (app.test.ts):
// every operation that declares bearer security must refuse a call without a token — a new route
// is checked the day it is added.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = { security?: Record<string, string[]>[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const protectedOperations = async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]?.security?.some((scheme) => 'bearer' in scheme)).map(
      (method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'some-id') }),
    ),
  );
};

describe('every protected route', () => {
  it('answers 401 with the error shape, before reading the body, when no token is sent', async () => {
    const operations = await protectedOperations();
    // Endorsements, sharing, CV, jobs, profile, guides, account: all of them are in the document.
    for (const prefix of [
      '/api/cv/endorsement',
      '/api/cv/shareable',
      '/api/cv/public-profile',
      '/api/jobs',
    ]) {
      expect(
        operations.some((operation) => operation.url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    const answers = await Promise.all(
      operations.map(async ({ method, url }) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { 'content-type': 'application/json' },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        return { route: `${method} ${url}`, status: response.statusCode, code: response.json().code };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 401 || answer.code !== 'UNAUTHENTICATED')).toEqual(
      [],
    );
  });
});

import { describe, expect, it } from 'vitest';
import { nextClientAddress } from '../test/factories.ts';
import { fileTestApp } from '../test/file-test-app.ts';
import { registeredApiRoutes, SELF_DESCRIBING } from '../test/route-table.ts';

type Operation = { security?: Record<string, string[]>[] };

const t = await fileTestApp();
const routes = registeredApiRoutes(t).filter(
  (route) => !SELF_DESCRIBING.some((prefix) => route.includes(prefix)),
);
const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
/** "METHOD /api/..." of the operations the OpenAPI document marks as needing a bearer token. */
const protectedRoutes = new Set(
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.some((scheme) => 'bearer' in scheme))
      .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  ),
);

/** Calls a route without any credentials; path parameters get a placeholder. */
const callWithoutToken = (route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return t.app.inject({
    method: method as 'GET',
    url: path.replace(/:\w+/g, 'placeholder'),
    remoteAddress: nextClientAddress(),
  });
};

describe('routes that need a signed-in user', () => {
  it('are found in the route table and marked in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(0);
    const samples = [
      'GET /api/jobs',
      'GET /api/cv/endorsement/requests',
      'PUT /api/cv/endorsement/:id/visibility',
      'GET /api/cv/shareable',
      'DELETE /api/cv/shareable/:id',
      'POST /api/auth/social/:provider/link',
    ];
    for (const route of samples) {
      expect(protectedRoutes, route).toContain(route);
    }
    for (const route of protectedRoutes) expect(routes, route).toContain(route);
  });

  it('answer 401 without a token, every one of them, and public ones do not ask for one', async () => {
    const answers = await Promise.all(
      routes.map(async (route) => {
        const response = await callWithoutToken(route);
        const code = response.statusCode === 401 ? response.json().code : undefined;
        return { route, asksForToken: response.statusCode === 401 && code === 'UNAUTHENTICATED' };
      }),
    );
    const wrong = answers.filter(({ route, asksForToken }) => asksForToken !== protectedRoutes.has(route));
    expect(wrong).toEqual([]);
  });
});

import type { TestApp } from './test-app.ts';

/**
 * "METHOD /path" for every route the app registered (HEAD aside), read from Fastify's route table.
 * The table is a tree (a child line holds only the rest of its parent's path), so full paths are
 * rebuilt.
 */
export const registeredRoutes = (app: TestApp): string[] => {
  const parents: string[] = [];
  return app.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const marker = line.indexOf('── ');
      const match = /^(\S+) \(([^)]+)\)$/.exec(line.slice(marker + 3).trim());
      if (marker < 0 || !match?.[1] || !match[2]) return [];
      const depth = (marker - 1) / 4;
      const route = (parents[depth - 1] ?? '') + match[1];
      parents[depth] = route;
      parents.length = depth + 1;
      return match[2]
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route}`);
    });
};

/** "METHOD /api/..." for every API route the app registered. */
export const registeredApiRoutes = (app: TestApp): string[] =>
  registeredRoutes(app).filter((route) => route.split(' ')[1]?.startsWith('/api/'));

/** Routes that describe the API themselves (reference page, document) or exist only in tests. */
export const SELF_DESCRIBING = ['/api/docs', '/api/openapi.json', '/api/test/'];

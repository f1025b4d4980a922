// A small program a client developer might write against the types openapi-typescript generates
// from /api/openapi.json. apps/server/src/openapi-client.test.ts generates `./hirelane-api.d.ts`
// beside a copy of this file and type-checks both with TypeScript 5 (strict); it is never run.
// Operations are called by their operationIds, so a renamed or unnamed operation fails the check.
import type { operations } from './hirelane-api';

type OperationId = keyof operations;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Params<K extends OperationId> = operations[K]['parameters'];
type RequestBody<K extends OperationId> = operations[K] extends { requestBody: infer Body }
  ? Json<Body>
  : never;
type Answer<K extends OperationId> = operations[K]['responses'] extends { 200: infer Ok }
  ? Json<Ok>
  : operations[K]['responses'] extends { 201: infer Created }
    ? Json<Created>
    : never;

type Input<K extends OperationId> = {
  path?: Params<K>['path'];
  query?: Params<K>['query'];
  body?: RequestBody<K>;
  token?: string;
};

/** Where each operation this program uses lives. */
const routes = {
  signIn: ['POST', '/api/auth/login'],
  listJobs: ['GET', '/api/jobs'],
  moveJob: ['PUT', '/api/jobs/{id}/status'],
} as const satisfies Partial<Record<OperationId, readonly [string, string]>>;

const call = async <K extends keyof typeof routes>(operationId: K, input: Input<K>): Promise<Answer<K>> => {
  const [method, template] = routes[operationId];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((input.path as Record<string, unknown> | undefined)?.[name])),
  );
  const response = await fetch(`https://hirelane.example${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (!response.ok) throw new Error(`${operationId} failed with ${response.status}`);
  return (await response.json()) as Answer<K>;
};

export const moveFirstSavedJob = async (): Promise<string> => {
  const session = await call('signIn', {
    body: { email: 'kari@example.com', password: 'a long passphrase' },
  });
  const token: string = session.accessToken;
  const board = await call('listJobs', { token });
  const first = board.saved.pinned[0] ?? board.saved.normal[0];
  if (!first) return 'nothing to move';
  const moved = await call('moveJob', {
    token,
    path: { id: first.jobId },
    body: { toStatus: 'applied', toSortIndex: 0 },
  });
  const lane: 'saved' | 'applied' | 'interviewed' | 'hired' | 'rejected' | 'drafts' = moved.status;
  return `${moved.position} at ${moved.company} is now ${lane}`;
};

// The generated types are precise, not `any`: each of these must be refused.
export const refused = async (token: string) => {
  // @ts-expect-error a lane that does not exist
  await call('moveJob', { token, path: { id: 'x' }, body: { toStatus: 'archived', toSortIndex: 0 } });
  // @ts-expect-error signIn needs a password
  await call('signIn', { body: { email: 'kari@example.com' } });
  const board = await call('listJobs', { token });
  // @ts-expect-error the board has no such lane
  return board.archived;
};

import type { FastifyInstance } from 'fastify';

/**
 * Schema-driven fuzzing of every operation in the served OpenAPI document: for each call a value
 * that fits the schema, then one part of it broken (wrong type, out of range, too long, odd text,
 * deep nesting, extra fields), with odd path and query values too. Seeded, so a failure repeats.
 */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

export type FuzzFailure = { call: string; status: number; body: string };

/** A small seeded PRNG (mulberry32): the same seed makes the same requests. */
export const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
};
export type Random = ReturnType<typeof randomFrom>;

const ODD_TEXT = [
  '',
  ' ',
  'x'.repeat(10_001),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00\u0000nul',
  '🙂🚀 Ærlig Østen Åse',
  '\u202Eevil',
  '{"a":1}',
  'null',
  '-1',
  '1e309',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
];
const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53 + 1,
  -(2 ** 31),
  [],
  {},
  [null],
  { $gt: '' },
  'x'.repeat(300),
];

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value that fits the schema (as far as a generator can guess formats). */
export const validValue = (schema: Schema, random: Random, depth = 0): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return validValue(random.pick(choices), random, depth + 1);
  if (schema.allOf?.length) return validValue(schema.allOf[0] as Schema, random, depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (depth < 4 && (schema.required?.includes(name) || random.next() < 0.5)) {
          value[name] = validValue(property, random, depth + 1);
        }
      }
      return value;
    }
    case 'array':
      return depth < 4 && schema.items ? [validValue(schema.items, random, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, 1));
    case 'boolean':
      return random.next() < 0.5;
    case 'string':
      if (schema.format === 'email') return `fuzz${random.int(1e6)}@example.test`;
      if (schema.format === 'uri') return 'https://example.test/x';
      if (schema.format === 'date-time') return '2026-05-01T10:00:00.000Z';
      if (schema.format === 'date') return '2026-05-01';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
};

/** Breaks one thing in a valid value: the value itself, or one field of it. */
const broken = (schema: Schema, value: unknown, random: Random): unknown => {
  const roll = random.next();
  if (typeOf(schema) === 'object' && value && typeof value === 'object' && roll < 0.7) {
    const names = Object.keys(schema.properties ?? {});
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (names.length === 0 || roll < 0.1) {
      copy[`unexpected${random.int(99)}`] = random.pick(ODD_VALUES);
      return copy;
    }
    const name = random.pick(names);
    const property = schema.properties?.[name] ?? {};
    copy[name] = random.next() < 0.5 ? random.pick(ODD_VALUES) : random.pick(ODD_TEXT);
    if (random.next() < 0.2) copy[name] = broken(property, validValue(property, random), random);
    if (random.next() < 0.1) delete copy[name];
    return copy;
  }
  if (roll < 0.8) return random.pick(ODD_VALUES);
  if (roll < 0.9) return random.pick(ODD_TEXT);
  // Deep nesting.
  let deep: unknown = 'x';
  for (let level = 0; level < 2000; level += 1) deep = { a: deep };
  return deep;
};

const pathValue = (random: Random): string =>
  random.pick([
    '00000000-0000-4000-8000-000000000000',
    'not-an-id',
    '1',
    '-1',
    'x'.repeat(500),
    '%2e%2e%2f%2e%2e%2fetc',
    '%00',
    '🙂',
    "1' or '1'='1",
  ]);

export type FuzzOptions = {
  app: FastifyInstance;
  /** Headers of a signed-in user, for operations that need one. */
  auth: Record<string, string>;
  origin: string;
  requests: number;
  seed: number;
};

/** Sends `requests` fuzzed calls spread over every operation; returns the ones answered 5xx or with a stack. */
export const fuzzApi = async ({ app, auth, origin, requests, seed }: FuzzOptions) => {
  const random = randomFrom(seed);
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  const failures: FuzzFailure[] = [];
  const statuses = new Map<number, number>();
  for (let index = 0; index < requests; index += 1) {
    const { path, method, operation } = operations[index % operations.length] as (typeof operations)[number];
    const parameters = operation.parameters ?? [];
    const url = path.replace(/\{(\w+)\}/g, () =>
      random.next() < 0.7 ? pathValue(random) : encodeURIComponent(random.pick(ODD_TEXT).slice(0, 300)),
    );
    const query = new URLSearchParams();
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      const value = random.next() < 0.5 ? validValue(parameter.schema ?? {}, random) : random.pick(ODD_TEXT);
      if (random.next() < 0.8) query.set(parameter.name, String(value).slice(0, 2000));
    }
    const json = operation.requestBody?.content?.['application/json']?.schema;
    const headers: Record<string, string> = { origin, ...(operation.security?.length === 0 ? {} : auth) };
    let payload: string | undefined;
    if (json) {
      const valid = validValue(json, random);
      const body = random.next() < 0.2 ? valid : broken(json, valid, random);
      payload = random.next() < 0.05 ? '{"truncated": ' : JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const call = `${method} ${url}${query.size ? `?${query}` : ''}`;
    const response = await app.inject({
      method: method as 'GET',
      url: `${url}${query.size ? `?${query}` : ''}`,
      headers,
      payload,
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const leaked = /\bat \S+ \(|node_modules|\.ts:\d+/.test(response.body.slice(0, 20_000));
    if (response.statusCode >= 500 || (response.statusCode >= 400 && leaked)) {
      failures.push({
        call: `${call} ${payload?.slice(0, 200) ?? ''}`,
        status: response.statusCode,
        body: response.body.slice(0, 300),
      });
    }
  }
  return { failures, operations: operations.length, statuses };
};

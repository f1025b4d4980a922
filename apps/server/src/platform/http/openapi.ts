import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponse } from '@hirelane/contract/common';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MultipartSpec, multipartBody, multipartNote } from './openapi-multipart.ts';

/** What the document says of one operation beyond the route's own schema (which stays the source of the shapes). */
export type ApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Answers without a bearer token (`security: []`); otherwise the bearer scheme is required. */
  public?: true;
  /** Uses the HttpOnly refresh cookie instead of a bearer token. */
  refreshCookie?: true;
  /** 4xx answers the route's schema does not list (401, 400 and 429 are added from the route itself). */
  errors?: readonly number[];
  multipart?: MultipartSpec;
  /** The 200 answer is a file of one of these media types (a download), not JSON. */
  produces?: readonly string[];
  /** An example of the JSON request body. */
  example?: unknown;
};

/** Keyed by "METHOD /api/path" as Fastify writes it (`/api/jobs/:id`). */
export type ApiOperations = Record<string, ApiOperation>;

export type ApiTag = { name: string; description: string };

type OpenApiOptions = {
  operations: ApiOperations;
  tags: readonly ApiTag[];
  publicUrl: URL;
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  206: 'Partial content (a byte range)',
  400: 'The request is not valid: `fields` names each failing field',
  401: 'No valid access token (sign in or refresh)',
  403: 'Not allowed: wrong origin, plan or state',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state',
  410: 'No longer available',
  413: 'Too large',
  415: 'A media type or file type that is not accepted',
  416: 'The requested range is outside the file',
  422: 'The file could not be read',
  429: 'Too many attempts: wait and retry',
  502: 'The AI model failed',
  504: 'The AI model did not answer in time',
};

const version = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type RouteSchema = Record<string, unknown> & {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  hide?: boolean;
};

/** The 4xx answers of a route: its own, 400 when it reads input, 401 when protected, 429 when rate-limited. */
const errorStatuses = (operation: ApiOperation, schema: RouteSchema, route: RouteOptions): number[] => {
  const statuses = new Set(operation.errors ?? []);
  if (schema.params || schema.querystring || schema.body || operation.multipart) statuses.add(400);
  if (!operation.public && !operation.refreshCookie) statuses.add(401);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses];
};

/** Applies the operations table to each route's schema, then converts the zod schemas. */
const createTransform = (operations: ApiOperations) => (input: TransformInput) => {
  const schema = (input.schema ?? {}) as RouteSchema;
  const method = [input.route.method].flat()[0];
  const operation = operations[`${method} ${input.url}`];
  if (!operation || schema.hide) return jsonSchemaTransform(input);
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of errorStatuses(operation, schema, input.route)) response[status] ??= errorResponse;
  if (operation.produces) {
    const file = z.string().meta({ format: 'binary' });
    response[200] ??= {
      description: 'The file',
      content: Object.fromEntries(operation.produces.map((type) => [type, { schema: file }])),
    };
  }
  // The table's words, else the route's (a multipart route's own note gives way to the generated one).
  const description = [
    operation.description ?? (operation.multipart ? undefined : (schema.description as string | undefined)),
    operation.multipart && multipartNote(operation.multipart),
  ]
    .filter(Boolean)
    .join('\n\n');
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      operationId: operation.operationId,
      summary: operation.summary,
      description: description || undefined,
      tags: [operation.tag],
      security: operation.public ? [] : operation.refreshCookie ? [{ refreshCookie: [] }] : [{ bearer: [] }],
      response,
      ...(operation.multipart
        ? { body: multipartBody(operation.multipart), consumes: ['multipart/form-data'] }
        : {}),
    },
  } as TransformInput);
};

type Operation = {
  operationId?: string;
  requestBody?: { content: Record<string, { schema?: unknown; encoding?: unknown; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};
type Document = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

/** What only the whole document can say: servers, info, tags, multipart encodings, downloads, examples. */
const createTransformObject =
  ({ operations, tags, publicUrl }: OpenApiOptions) =>
  ({ openapiObject }: { openapiObject: Partial<Document> }) => {
    const document = openapiObject as Document;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, found] of Object.entries(methods)) {
        const operation = operations[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`];
        for (const [status, answer] of Object.entries(found.responses)) {
          if (answer.description === 'Default Response') answer.description = STATUS_TEXT[status] ?? 'Answer';
        }
        if (!operation) continue;
        const form = found.requestBody?.content['multipart/form-data'];
        if (form && operation.multipart) {
          // Set here: zod leaves examples out of an input schema that transforms its values.
          const requestPart = (form.schema as { properties?: { request?: Record<string, unknown> } })
            .properties?.request;
          const example = operation.multipart.request?.example;
          if (requestPart && example !== undefined) requestPart.examples = [example];
          form.encoding = {
            ...(operation.multipart.request
              ? { request: { contentType: 'application/json, text/plain' } }
              : {}),
            ...Object.fromEntries(
              Object.entries(operation.multipart.files).map(([name, part]) => [
                name,
                { contentType: part.types.join(', ') },
              ]),
            ),
          };
        }
        const json = found.requestBody?.content['application/json'];
        if (json && operation.example !== undefined) json.example = operation.example;
      }
    }
    return {
      ...document,
      info: {
        title: 'Hirelane API',
        version,
        description:
          'The API behind the Hirelane web app: a job board, a CV builder with endorsements, shared CVs, application letters and videos. ' +
          'Protected operations take the access token from sign-in (`POST /api/auth/login`) as `Authorization: Bearer …`; it lasts 15 minutes and `POST /api/auth/refresh-token` (the HttpOnly refresh cookie) gives a new one. ' +
          'Every failure answers `{ message, code }` (plus `fields` on 400).',
        contact: { name: 'Hirelane', url: publicUrl.origin },
        license: { name: 'Hirelane terms and conditions', url: `${publicUrl.origin}/terms-conditions` },
      },
      servers: [{ url: publicUrl.origin, description: 'This installation' }],
      tags: tags.map((tag) => ({ ...tag })),
    };
  };

/**
 * The reference page's "Try it out" as the signed-in user: the app's HttpOnly refresh cookie (same
 * origin) buys an access token, which each request gets unless "Authorize" set one by hand. Served
 * as a file (the page's CSP allows no inline script); the interceptor below calls it.
 */
const SESSION_SCRIPT = `(() => {
  let token = null;
  let fetchedAt = 0;
  const current = async () => {
    if (Date.now() - fetchedAt < (token ? 10 * 60 * 1000 : 30 * 1000)) return token;
    fetchedAt = Date.now();
    try {
      const response = await fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'same-origin' });
      token = response.ok ? (await response.json()).accessToken : null;
    } catch {
      token = null;
    }
    return token;
  };
  window.hirelaneAuthorize = async (request) => {
    const path = new URL(request.url, location.href).pathname;
    const own = /^\\/api\\/(?!docs\\/|auth\\/refresh-token|auth\\/logout)/.test(path);
    const given = Object.keys(request.headers || {}).some((name) => name.toLowerCase() === 'authorization');
    if (own && !given) {
      const found = await current();
      if (found) request.headers = { ...request.headers, Authorization: 'Bearer ' + found };
    }
    return request;
  };
})();
`;

type Interceptor = (request: object) => Promise<object>;

/** OpenAPI 3.1 generated from the contract schemas the routes declare; reference page at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance, options: OpenApiOptions): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Hirelane API', version },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from sign-in or refresh (15 minutes).',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'hl_refresh',
            description:
              'The HttpOnly refresh cookie set by sign-in, sent only to /api/auth; calls with it must come from the app’s own origin.',
          },
        },
      },
    },
    transform: createTransform(options.operations) as unknown as typeof jsonSchemaTransform,
    transformObject: createTransformObject(options) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Keep the app's own rules on the reference page too: no framing, no <base>.
    transformStaticCSP: (header: string) =>
      `${header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace("base-uri 'self'", "base-uri 'none'")}`,
    uiConfig: {
      deepLinking: true,
      displayOperationId: true,
      docExpansion: 'list',
      // Serialised into the page as source: it calls the session script's function.
      requestInterceptor: (request: object) =>
        (globalThis as unknown as { hirelaneAuthorize: Interceptor }).hirelaneAuthorize(request),
    },
    theme: { title: 'Hirelane API', js: [{ filename: 'session.js', content: SESSION_SCRIPT }] },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { VIDEO_MAX_BYTES_DEFAULT } from '@hirelane/contract/videos';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/file-test-app.ts';
import { registeredApiRoutes, SELF_DESCRIBING } from '../test/route-table.ts';
import { API_TAGS, apiOperations } from './api-operations.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const table = apiOperations({ videoMaxBytes: VIDEO_MAX_BYTES_DEFAULT });

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties: Record<string, unknown>; required?: string[] }; encoding?: object }
    >;
  };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string; properties?: object } }> }>;
};
type Document = {
  info: { version: string; license?: object; contact?: object };
  servers?: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

// A real public address: the document's `servers` is PUBLIC_URL, and Redocly warns on localhost.
const t = await fileTestApp({ PUBLIC_URL: 'https://jobs.hirelane.test' });
const document: Document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
/** "METHOD /api/path" (Fastify's form) → the operation the document publishes. */
const published = new Map<string, Operation>(
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => [
      `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`,
      operation,
    ]),
  ),
);

describe('the operations table (api-operations.ts)', () => {
  it('has a line for every registered /api route, and none for a route that does not exist', () => {
    const registered = registeredApiRoutes(t).filter(
      (route) => !SELF_DESCRIBING.some((prefix) => route.includes(prefix)),
    );
    expect(registered.length).toBeGreaterThan(90);
    // A new route needs its operationId, summary and tag in apps/server/src/api-operations.ts.
    expect(registered.filter((route) => !(route in table))).toEqual([]);
    expect(Object.keys(table).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('gives unique camelCase operationIds and tags the document declares', () => {
    const ids = Object.values(table).map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(id))).toEqual([]);
    const tags = new Set(API_TAGS.map((tag) => tag.name));
    expect(Object.values(table).filter((operation) => !tags.has(operation.tag))).toEqual([]);
  });
});

describe('the published document', () => {
  it('names, summarises, tags and secures every operation as the table says', () => {
    expect(published.size).toBe(Object.keys(table).length);
    for (const [route, operation] of published) {
      const line = table[route];
      expect(line, route).toBeDefined();
      expect(operation.operationId, route).toBe(line?.operationId);
      expect(operation.summary, route).toBe(line?.summary);
      expect(operation.tags, route).toEqual([line?.tag]);
      expect(operation.security, route).toEqual(
        line?.public ? [] : line?.refreshCookie ? [{ refreshCookie: [] }] : [{ bearer: [] }],
      );
      const errors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      for (const status of errors) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.properties, `${route} ${status}`).toHaveProperty('code');
      }
    }
    expect(document.tags.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
  });

  it('says who publishes it, under which terms, where, and which version', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
    expect(document.info.version).toBe(version);
    expect(document.info.license).toBeDefined();
    expect(document.info.contact).toBeDefined();
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://jobs.hirelane.test' })]);
  });

  it('describes every multipart request: its parts, their types and their order', () => {
    const parts = (route: string) => {
      const form = published.get(route)?.requestBody?.content['multipart/form-data'];
      expect(form?.encoding, route).toBeDefined();
      return { names: Object.keys(form?.schema.properties ?? {}), required: form?.schema.required ?? [] };
    };
    expect(parts('POST /api/video/upload/vimeo/direct')).toEqual({
      names: ['request', 'poster', 'file'],
      required: ['request', 'file'],
    });
    expect(parts('POST /api/jobs')).toEqual({ names: ['request', 'file'], required: ['request'] });
    expect(parts('PUT /api/jobs/:id')).toEqual({ names: ['request', 'file'], required: ['request'] });
    expect(parts('POST /api/cv/certifications')).toEqual({
      names: ['request', 'file'],
      required: ['request'],
    });
    expect(parts('PUT /api/cv/certifications/:id').names).toEqual(['request', 'file']);
    expect(parts('PUT /api/jobs/application/profile/image')).toEqual({ names: ['file'], required: ['file'] });
    expect(parts('POST /api/cv/openai/generate/cv/sections')).toEqual({
      names: ['file'],
      required: ['file'],
    });
    const video = published.get('POST /api/video/upload/vimeo/direct');
    expect(video?.requestBody?.content['multipart/form-data']?.schema.properties.request).toMatchObject({
      type: 'object',
      required: ['name'],
    });
    // Every operation that reads a multipart body is among these (no upload goes undocumented).
    const multipart = [...published].filter(
      ([, operation]) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(multipart).toHaveLength(7);
  });

  it('names the video operations as the web client expects', () => {
    const ids = [...published.entries()]
      .filter(([route]) => route.includes('/api/video/'))
      .map(([, operation]) => operation.operationId)
      .sort();
    expect(ids).toEqual(
      ['deleteVideo', 'getVideoPoster', 'listVideos', 'playVideo', 'renameVideo', 'uploadVideo'].sort(),
    );
  });

  it("passes Redocly's lint (recommended rules and redocly.yaml) with no error and no warning", async () => {
    // redocly.yaml's api `hirelane` is this file; .redocly.lint-ignore.yaml accepts a few problems by name.
    fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'test-results/openapi.json'), JSON.stringify(document, null, 2));
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', 'hirelane', '--format=json', '--max-problems=1000'],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('serves the reference page with the script that signs "Try it out" in with the session', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('theme/session.js');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/session.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/api/auth/refresh-token');
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toMatch(/requestInterceptor.*hirelaneAuthorize\(request\)/s);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { postRaw, signedInUser } from '../test/factories.ts';
import { fileTestApp } from '../test/file-test-app.ts';
import { registeredApiRoutes, SELF_DESCRIBING } from '../test/route-table.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';

const t = await fileTestApp({}, (app) => {
  app.get('/api/test/explode', async () => {
    throw new Error('secret database detail');
  });
});
let webDir: string;

describe('the HTTP surface', () => {
  it('sends security headers and a request id on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Frames only of this origin or of a file the page itself holds (the CV import's PDF).
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells a load balancer it is ready only while the database answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    const other = await createTestApp();
    await other.db.destroy();
    const down = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.app.close();
  });

  it('serves Prometheus metrics: requests by route pattern, and the mail outbox', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/jobs/00000000-0000-4000-8000-000000000000' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(metrics.body).toContain('route="/api/jobs/:id",status_code="401"');
    expect(metrics.body).not.toContain('00000000-0000-4000');
    expect(metrics.body).toMatch(/^mail_outbox_pending \d+$/m);
    expect(metrics.body).toContain('process_resident_memory_bytes');
    if (process.env.TEST_DATABASE_URL)
      expect(metrics.body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    const locked = await createTestApp({
      METRICS_TOKEN: 'scrape-token-0123456789',
      METRICS_PATH: '/internal/metrics',
    });
    const refused = await locked.app.inject({ method: 'GET', url: '/internal/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Send the metrics token', code: 'UNAUTHENTICATED' });
    const scraped = await locked.app.inject({
      method: 'GET',
      url: '/internal/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(scraped.statusCode).toBe(200);
    await locked.close();
  });

  it('refuses NUL characters in the URL and in JSON before a route sees them (PostgreSQL cannot store them)', async () => {
    const user = await signedInUser(t);
    const inPath = await t.app.inject({ method: 'GET', url: '/api/jobs/%00', headers: user.auth });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().message).toMatch(/NUL character/);
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/cv/experience',
      headers: { ...user.auth, origin: TEST_ORIGIN },
      payload: { title: 'Dev\u0000', company: 'C', startDate: '2021-03' },
    });
    expect(inBody.statusCode).toBe(400);
  });

  it('sends HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://hirelane.example' });
    const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    await secure.close();
  });

  it('publishes the analytics provider and lets only its origin through the CSP', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      analytics: null,
      ai: false,
    });
    const withStats = await createTestApp({ ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/js/script.js' });
    const response = await withStats.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      analytics: { provider: 'plausible', scriptUrl: 'http://127.0.0.1:9/js/script.js', domain: 'localhost' },
      ai: false,
    });
    expect(String(response.headers['content-security-policy'])).toContain(
      "script-src 'self' http://127.0.0.1:9",
    );
    await withStats.close();
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This API route does not exist', code: 'NOT_FOUND' });
  });

  it('hides 5xx details from the client and names the request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('INTERNAL');
    expect(body.message).toContain(String(response.headers['x-request-id']));
    expect(response.body).not.toContain('secret database detail');
    expect(response.body).not.toMatch(/\.ts:\d+/);
  });

  it('refuses a body that is too large or of an unknown type with a clear 4xx', async () => {
    const large = await postRaw(
      t,
      '/api/auth/login',
      'application/json',
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await postRaw(t, '/api/auth/login', 'application/xml', '<login/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('publishes an OpenAPI 3 document that covers every API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    for (const route of ['POST /api/auth/login', 'POST /api/auth/register', 'POST /api/auth/refresh-token']) {
      expect(documented).toContain(route);
    }
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
  });

  it('lists every registered /api route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([route, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const registered = registeredApiRoutes(t);
    expect(registered).toContain('POST /api/auth/login');
    const undocumented = registered.filter(
      (route) => !documented.has(route) && !SELF_DESCRIBING.some((prefix) => route.includes(prefix)),
    );
    expect(undocumented).toEqual([]);
  });

  it('serves a readable API reference page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('the web app', () => {
  beforeAll(async () => {
    webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(webDir, 'locales/en'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'locales/en/common.json'), '{"hello":"Hello"}');
  });

  it('serves index.html for client routes, static locale files, and 404 for missing files', async () => {
    const web = await createTestApp({}, undefined, webDir);
    const page = await web.app.inject({ method: 'GET', url: '/my-cv' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const locale = await web.app.inject({ method: 'GET', url: '/locales/en/common.json' });
    expect(locale.json()).toEqual({ hello: 'Hello' });
    expect((await web.app.inject({ method: 'GET', url: '/locales/xx/common.json' })).statusCode).toBe(404);
    expect((await web.app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    await web.close();
  });
});

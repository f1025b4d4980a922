import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { preferredEncoding } from './compression.ts';

const script = `console.log(${JSON.stringify('hirelane '.repeat(400))});`;
const webDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'hirelane-web-'));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js'), script);
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
const t = await fileTestApp({}, undefined, webDir);

const get = (url: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding, ...headers } });

describe('compressed delivery', () => {
  it('sends the build’s brotli or gzip copy of an asset, by what the browser accepts, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large JSON answer (the job board), once per version, and leaves small ones alone', async () => {
    const user = await signedInUser(t);
    const addJob = (position: string) =>
      createJob(t, user.auth, { position, company: 'Equinor ASA', location: 'Stavanger' });
    for (let i = 0; i < 30; i += 1) await addJob(`Developer ${i}`);

    const plain = await get('/api/jobs', 'identity', user.auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/jobs', 'gzip, deflate, br', user.auth);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get('/api/jobs', 'gzip', user.auth);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(
      (await get('/api/jobs', 'br;q=0, gzip;q=0', user.auth)).headers['content-encoding'],
    ).toBeUndefined();

    // A change makes a new version: the compressed answer follows it.
    await addJob('Data engineer');
    const after = await get('/api/jobs', 'br', user.auth);
    expect(zlib.brotliDecompressSync(after.rawPayload).toString()).toContain('Data engineer');

    const health = await get('/api/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

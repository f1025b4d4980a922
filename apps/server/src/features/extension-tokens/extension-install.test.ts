import fs from 'node:fs';
import path from 'node:path';
import { EXTENSION_DOWNLOAD_PATH } from '@hirelane/contract/extension';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app.ts';

const CHROME = 'https://chromewebstore.google.com/detail/hirelane/abcdefghijklmnop';
const t = await fileTestApp({ EXTENSION_CHROME_STORE_URL: CHROME });
const zipFile = path.join(t.dataDir, 'hirelane-extension.zip');
const packed = zipSync({ 'manifest.json': new TextEncoder().encode('{"manifest_version":3}') });

afterEach(() => fs.rmSync(zipFile, { force: true }));

const where = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/extension/install' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('where to get the browser extension', () => {
  it('names only the stores the installation set, without a sign-in', async () => {
    expect(await where()).toEqual({ chromeStoreUrl: CHROME, firefoxStoreUrl: null, downloadUrl: null });
  });

  it('offers the packed build only while the build is there', async () => {
    fs.writeFileSync(zipFile, packed);
    expect((await where()).downloadUrl).toBe(EXTENSION_DOWNLOAD_PATH);
    fs.rmSync(zipFile);
    expect((await where()).downloadUrl).toBeNull();
  });
});

describe(`GET ${EXTENSION_DOWNLOAD_PATH}`, () => {
  it('sends the packed build as a zip to save', async () => {
    fs.writeFileSync(zipFile, packed);
    const response = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hirelane-extension.zip"');
    expect(response.headers['content-length']).toBe(String(packed.length));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Buffer.compare(response.rawPayload, Buffer.from(packed))).toBe(0);
  });

  it('answers 404 with a sentence when this server has no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'The browser extension has not been built on this server',
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { formPageAppOptions, TEST_INDEX_HTML } from '../../../test/form-page.ts';
import { publicPageRendererOr } from './public-pages.ts';

const [env, extend, webDistDir, renderer] = await formPageAppOptions();
// A web build without the form pages' client: their addresses stay the web app's.
const t = await fileTestApp(env, extend, webDistDir, { ...renderer, formScripts: null });

describe('the form pages without their client', () => {
  it('are the web app, as before; their forms are not taken', async () => {
    for (const url of ['/login', '/signup', '/forgot-password', '/endorsement/AAAAAAAAAAAAAAAAAAAAAA']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(TEST_INDEX_HTML);
      const posted = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: 'intent=login',
      });
      expect(posted.statusCode, url).toBe(404);
    }
    // The read-only pages are still the server's.
    expect((await t.app.inject({ method: 'GET', url: '/privacy-policy' })).body).toMatch(
      /^<!doctype html><html lang="en"/,
    );
  });
});

describe("the web build's renderer", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-build-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'render-public-page.js'),
    'export const renderPublicPage = () => "";\n',
  );
  fs.writeFileSync(path.join(root, 'dist-ssr', 'public-page-styles.json'), '["public-assets/page.css"]');

  it('is found with the form pages’ client the build lists beside index.html, or without it', async () => {
    expect((await publicPageRendererOr(undefined, dist))?.formScripts).toBeNull();
    const scripts = ['/assets/form-page-1a2b.js', '/assets/mantine-3c4d.js'];
    fs.writeFileSync(path.join(dist, 'form-page-scripts.json'), JSON.stringify(scripts));
    const found = await publicPageRendererOr(undefined, dist);
    expect(found?.formScripts).toEqual(scripts);
    expect(found?.styles).toEqual(['/public-assets/page.css']);
  });
});

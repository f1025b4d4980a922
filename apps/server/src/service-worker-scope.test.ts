import { describe, expect, it } from 'vitest';
import { answeredWithAppShell } from '../../web/build/app-shell-scope.ts';
import { SERVER_RENDERED_PATHS } from '../../web/src/app/ssr/server-rendered-paths.ts';
import { fileTestApp } from '../test/file-test-app.ts';
import { formPageAppOptions } from '../test/form-page.ts';
import { registeredRoutes } from '../test/route-table.ts';

// The app's service worker answers a navigation with the precached app shell unless the web
// build's denylist names it; everything this server answers itself must be named there, or an
// installed app would show the shell where the server's page, file or feed belongs.
const t = await fileTestApp(...(await formPageAppOptions()));

/** A route's address with each parameter filled in (`/u/:handle` → `/u/x1`). */
const addressOf = (route: string) => route.replace(/:\w+/g, 'x1').replace(/\*$/, 'x1/y.txt');

/** The routes whose answer is the app shell itself. */
const APP_SHELL = ['/', '/index.html'];

describe("the service worker's navigation fallback", () => {
  it('leaves every GET the server answers itself outside /api/ to the server', () => {
    const served = registeredRoutes(t)
      .filter((route) => route.startsWith('GET '))
      .map((route) => route.slice('GET '.length))
      .filter((path) => !APP_SHELL.includes(path));
    // The form and public pages, robots.txt, the sitemap, the manifest, the metrics, the extension.
    expect(served.length).toBeGreaterThan(15);
    const answeredByTheShell = served.filter(
      (path) => answeredWithAppShell(addressOf(path)) || answeredWithAppShell(`${addressOf(path)}?lang=no`),
    );
    expect(answeredByTheShell, 'server routes the service worker would answer with the app shell').toEqual(
      [],
    );
  });

  it('leaves every server-rendered page to the server, with or without a query', () => {
    for (const route of Object.values(SERVER_RENDERED_PATHS)) {
      expect(answeredWithAppShell(addressOf(route)), route).toBe(false);
      expect(answeredWithAppShell(`${addressOf(route)}?token=a`), route).toBe(false);
    }
  });

  it('leaves /api/ and its files to the server: attachments, certificates, videos, photos', () => {
    for (const address of [
      '/api/jobs',
      '/api/jobs/x1/attachments/y1',
      '/api/cv/certifications/x1/file',
      '/api/video/x1/stream?signature=a',
      '/api/cv/photo',
    ]) {
      expect(answeredWithAppShell(address), address).toBe(false);
    }
  });

  it("answers the app's own pages with the shell, whatever their query", () => {
    for (const address of [
      '/',
      '/?job=x1&tab=timeline',
      '/letters',
      '/letters/x1',
      '/my-cv/import',
      '/account/profile',
      '/report?q=a.b',
      '/public-cv',
    ]) {
      expect(answeredWithAppShell(address), address).toBe(true);
    }
  });
});

import { SERVER_RENDERED_PATHS } from '../src/app/ssr/server-rendered-paths.ts';

/**
 * The navigations the service worker must leave to the server instead of answering them with the
 * precached app shell (index.html): everything the server answers itself. Workbox tests each
 * pattern against a navigation's path and query (`navigateFallbackDenylist`).
 *
 * - /api/ (the API, its reference page and its files: attachments, certificates, videos, photos);
 * - /downloads/ (the packed browser extension);
 * - any address whose last segment names a file (robots.txt, sitemap.xml, manifest.webmanifest,
 *   sw.js, a translation, an icon): the server sends the app shell only for addresses without one;
 * - the server's metrics at their default address (/metrics);
 * - every page the server renders (the shared CV, profile and letter, the legal pages,
 *   /unsubscribe, the form pages and the social sign-in returns), taken from the one list of them,
 *   so a page added there is left to the server here too.
 */
export const NOT_THE_APP_SHELL: readonly RegExp[] = [
  /^\/api\//,
  /^\/downloads\//,
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?|$)/,
  /^\/metrics(?:[/?]|$)/,
  ...Object.values(SERVER_RENDERED_PATHS).map(
    (route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/?]+')}(?:[/?]|$)`),
  ),
];

/** Whether the service worker answers a navigation to `pathAndQuery` (e.g. `/letters?tab=x`) with the app shell. */
export const answeredWithAppShell = (pathAndQuery: string): boolean =>
  !NOT_THE_APP_SHELL.some((pattern) => pattern.test(pathAndQuery));

import type { FastifyInstance } from 'fastify';
import { textsFor } from '../i18n/texts.ts';
import { pageLanguage } from './public-pages.ts';

/** The logo's colour (the theme's primary shade) and the page's background before any style loads. */
const THEME_COLOR = '#0f7b7c';
const BACKGROUND_COLOR = '#ffffff';
/** The name under the installed app's icon: the product's name, the same in every language. */
const SHORT_NAME = 'Hirelane';

const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The installed app's manifest, in the visitor's language (chosen as the server-rendered pages
 * choose it: the language cookie, else Accept-Language). Icons are the build's public/icons/.
 */
export const registerWebManifest = (app: FastifyInstance): void => {
  app.get(WEB_MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { language } = pageLanguage(request);
    const words = textsFor(language).webApp;
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie');
    return {
      id: '/',
      name: words.name,
      short_name: SHORT_NAME,
      description: words.description,
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
  });
};

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error.ts';
import { type PublicPageRenderer, type PublicPages, registerPublicPages } from './public-pages.ts';
import { registerWebManifest } from './web-manifest.ts';

/**
 * Serves the built web app at / (with /locales/… as static files) and answers unknown
 * non-API GETs with index.html so client-side routes survive a reload.
 */
const PRIVATE_PAGES = /^\/(public-cv|endorsement|public-job-application)\//;

/** The server-rendered public pages, when the web build has a server renderer. */
type ServerRendered = { pages: PublicPages; renderer: PublicPageRenderer; publicUrl: URL };

export const registerWebApp = async (
  app: FastifyInstance,
  distDir: string,
  serverRendered: ServerRendered | null = null,
): Promise<void> => {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  if (serverRendered) {
    await registerPublicPages(app, serverRendered.pages, serverRendered.renderer, serverRendered.publicUrl);
  }
  if (hasWebApp) {
    registerWebManifest(app);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes .br and .gz beside each file; the one the client accepts is sent as it is.
      preCompressed: true,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/locales/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasWebApp && isPageRequest) {
      // Pages reached by a secret link or meant for one person: no Referer leaves them, no index keeps them.
      if (PRIVATE_PAGES.test(request.url)) {
        reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(
      request.url.startsWith('/api/') ? 'This API route does not exist' : 'This page does not exist',
    );
  });
};

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * CSP without inline script, no framing, no <base>, nosniff; HSTS only when served over https.
 * Helmet's middleware is built once here and applied to every answer: built per request (as the
 * Fastify plugin does), parsing the CSP directives cost more than some routes' own work.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicUrl: URL,
  /** Origins of a configured analytics provider: they may load scripts and receive page views. */
  analytics: string[] = [],
): Promise<void> => {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        // Mantine writes its CSS variables into a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        mediaSrc: ["'self'", 'blob:'],
        // The CV import shows the PDF the user chose in a frame, from a blob: URL made in the page.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: publicUrl.protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const applyHeaders = helmet(options);
  // The page the bookmarklet opens (`/?addFromPage=…`) is handed the job ad by the ad's tab through
  // postMessage, which needs that tab as its opener: Cross-Origin-Opener-Policy same-origin would
  // cut it. Only that page load goes without it; the tab then checks every message's source and origin.
  const applyOpenedByBookmarklet = helmet({ ...options, crossOriginOpenerPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    const apply =
      !request.url.startsWith('/api/') && /[?&]addFromPage=/.test(request.url)
        ? applyOpenedByBookmarklet
        : applyHeaders;
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
};

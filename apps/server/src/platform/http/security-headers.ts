import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
  const applyHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
};

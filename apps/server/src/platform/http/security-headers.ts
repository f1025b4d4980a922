import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CSP without inline script, no framing, no <base>, nosniff; HSTS only when served over https. */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicUrl: URL,
  /** Origins of a configured analytics provider: they may load scripts and receive page views. */
  analytics: string[] = [],
): Promise<void> => {
  await app.register(helmet, {
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
};

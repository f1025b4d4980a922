import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { analyticsOrigins, type Config } from '../../config.ts';
import { registerCompression } from './compression.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerMultipart } from './multipart.ts';
import { registerNulGuard } from './nul-guard.ts';
import { registerRateLimit } from './rate-limit.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/**
 * What every request passes through before a feature's route, in this order: the one error
 * handler, the NUL guard, security headers, compression, cookies, multipart bodies and the rate
 * limiter (each route names its own limit).
 */
export const registerHttpPlugins = async (app: FastifyInstance, config: Config): Promise<void> => {
  registerErrorHandler(app);
  registerNulGuard(app);
  await registerSecurityHeaders(app, config.publicUrl, analyticsOrigins(config.analytics));
  await registerCompression(app);
  await app.register(cookie);
  await registerMultipart(app);
  await registerRateLimit(app, config.redisUrl);
};

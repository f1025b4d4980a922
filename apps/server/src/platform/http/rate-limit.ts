import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Registers the limiter with no global limit: each route names its own (stack.md). */
export const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimitPlugin, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${context.after}.`),
  });
};

const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : '';
};

/** Route config: at most `max` calls per `windowMs`, counted per client address (and e-mail when asked). */
export const limitPer = (max: number, windowMs: number, by: 'ip' | 'ip+email' = 'ip') => ({
  rateLimit: {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) =>
      by === 'ip' ? request.ip : `${request.ip}|${bodyEmail(request)}`,
  },
});

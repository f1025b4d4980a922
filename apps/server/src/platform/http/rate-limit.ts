import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Registers the limiter with no global limit: each route names its own. Counts live in
 * this process, or in Redis when `redisUrl` is set so every instance counts the same tries. If
 * Redis cannot be reached, requests pass unlimited (logged) rather than failing.
 */
export const registerRateLimit = async (
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> => {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableAutoPipelining: true })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimitPlugin, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'hirelane:rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${context.after}.`),
  });
};

const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

const keyOf = (request: FastifyRequest, by: 'ip' | 'ip+email' | 'user'): string => {
  if (by === 'user') return request.userId ? `user|${request.userId}` : request.ip;
  return by === 'ip' ? request.ip : `${request.ip}|${bodyEmail(request)}`;
};

/** Rate-limit windows are counted in milliseconds. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * Route config: at most `max` calls per `windowMs`, counted per client address (and e-mail when
 * asked), or per signed-in user (`authenticate` runs before the limit, in onRequest).
 */
export const limitPer = (max: number, windowMs: number, by: 'ip' | 'ip+email' | 'user' = 'ip') => ({
  rateLimit: {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => keyOf(request, by),
  },
});

/** A limit's check, run as a route's preHandler or (on a form page) before the call it counts. */
export type LimitCheck = ReturnType<FastifyInstance['rateLimit']>;

/**
 * Route options for several routes that share one count: the plugin keeps a store per route, so
 * routes that must count together (two ways to do one thing) take one hook made here, once. Keys
 * carry `name`, so two shared limits never mix counts (in Redis too). The route lists 429 itself.
 * A form page counts its post with the same check as the API route of the same call.
 */
export const sharedLimit = (
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  by: 'ip' | 'ip+email' | 'user' = 'ip',
): { preHandler: LimitCheck } => ({
  preHandler: app.rateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}|${keyOf(request, by)}`,
  }),
});

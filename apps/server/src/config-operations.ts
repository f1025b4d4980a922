import net from 'node:net';
import { z } from 'zod';
import { fail, parseEnv, trimmed, wholeNumber } from './config-read.ts';

// The environment's operations variables: proxies, Redis, metrics, the link reader's reach and
// the reminder scheduler. config.ts puts them into its one schema.

/**
 * Which proxies may name the client's address in X-Forwarded-For (rate limits count per client):
 * false (none, the default), a number of proxy hops in front of the app, or their addresses/CIDRs.
 */
export type TrustProxy = false | number | string[];

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
};

/** TRUST_PROXY: unset/false, a hop count such as 1, or e.g. "10.0.0.0/8,127.0.0.1". */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) {
      return fail(
        ctx,
        `must be false, a number of proxy hops, or proxy addresses/CIDRs separated by commas; "${wrong}" is none of these`,
      );
    }
    return entries;
  });

export const readTrustProxy = (raw: string | undefined): TrustProxy =>
  parseEnv(z.object({ TRUST_PROXY: trustProxy }), { TRUST_PROXY: raw }).TRUST_PROXY;

/** As Fastify takes it: a hop count becomes "trust the nearest N addresses". */
export const trustedProxies = (
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/**
 * REDIS_URL (redis:// or rediss://): state several app instances must share — rate-limit counts —
 * lives there instead of in each process.
 */
const redisUrl = trimmed.transform((value, ctx) => {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(ctx, `must be a URL such as redis://127.0.0.1:6379, got "${value}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    return fail(ctx, `must start with redis:// or rediss://, got "${value}"`);
  }
  return value;
});

/** Prometheus metrics: where they are served (null: not at all) and the token a scrape must send. */
export type MetricsConfig = { path: string; token: string | undefined } | null;

/** METRICS_PATH: /metrics by default; "off" turns metrics off (null). */
const metricsPath = trimmed.transform((raw, ctx) => {
  const path = raw ?? '/metrics';
  if (path === 'off') return null;
  if (!/^\/[\w\-/.]*$/.test(path) || path.startsWith('/api/')) {
    return fail(ctx, `must be a path such as /metrics (not under /api/), or off; got "${path}"`);
  }
  return path;
});

/**
 * FETCH_ALLOW_PRIVATE: unset/0 (the default) or 1. With 1, the link reader may fetch private and
 * loopback addresses on any port — unsafe, for test suites that serve job pages from loopback.
 */
const fetchAllowPrivate = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === '1' || value === 'true') return true;
    return fail(ctx, `must be 1 (tests only) or unset, got "${value}"`);
  });

export type ReminderConfig = {
  /** Local hour (0–23, the user's time zone) from which the day's digest may go out. */
  hour: number;
  /** How often the scheduler looks for digests due, in seconds. */
  checkSeconds: number;
};

/** The operations variables, in the order their rules are checked. */
export const operationsVariables = {
  TRUST_PROXY: trustProxy,
  REDIS_URL: redisUrl,
  METRICS_PATH: metricsPath,
  /** The token a scrape must send; counts only while metrics are on. */
  METRICS_TOKEN: trimmed,
  FETCH_ALLOW_PRIVATE: fetchAllowPrivate,
  /** REMINDER_HOUR (default 7) and REMINDER_CHECK_SECONDS (default 300). */
  REMINDER_HOUR: wholeNumber(7, 0, 23),
  REMINDER_CHECK_SECONDS: wholeNumber(300, 1, 86_400),
};

type Operations = z.output<z.ZodObject<typeof operationsVariables>>;

export const metricsOf = (env: Operations, ctx: z.core.$RefinementCtx): MetricsConfig => {
  if (env.METRICS_PATH === null) return null;
  const token = env.METRICS_TOKEN;
  if (token !== undefined && token.length < 16) {
    return fail(ctx, 'must be at least 16 characters long', 'METRICS_TOKEN');
  }
  return { path: env.METRICS_PATH, token };
};

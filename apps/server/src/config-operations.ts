import net from 'node:net';
import { ConfigError } from './config-error.ts';

/**
 * REDIS_URL (redis:// or rediss://): state several app instances must share — rate-limit counts —
 * lives there instead of in each process.
 */
export const readRedisUrl = (raw: string | undefined): string | undefined => {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`REDIS_URL must be a URL such as redis://127.0.0.1:6379, got "${value}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${value}"`);
  }
  return value;
};

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
export const readTrustProxy = (raw: string | undefined): TrustProxy => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDRs separated by commas; "${wrong}" is none of these`,
    );
  }
  return entries;
};

/** As Fastify takes it: a hop count becomes "trust the nearest N addresses". */
export const trustedProxies = (
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/** Prometheus metrics: where they are served (null: not at all) and the token a scrape must send. */
export type MetricsConfig = { path: string; token: string | undefined } | null;

/** METRICS_PATH (default /metrics; "off" turns metrics off) and METRICS_TOKEN. */
export const readMetrics = (env: NodeJS.ProcessEnv): MetricsConfig => {
  const path = env.METRICS_PATH?.trim() || '/metrics';
  if (path === 'off') return null;
  if (!/^\/[\w\-/.]*$/.test(path) || path.startsWith('/api/')) {
    throw new ConfigError(
      `METRICS_PATH must be a path such as /metrics (not under /api/), or off; got "${path}"`,
    );
  }
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && token.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  }
  return { path, token };
};

/**
 * FETCH_ALLOW_PRIVATE: unset/0 (the default) or 1. With 1, the link reader may fetch private and
 * loopback addresses on any port — unsafe, for test suites that serve job pages from loopback.
 */
export const readFetchAllowPrivate = (raw: string | undefined): boolean => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`FETCH_ALLOW_PRIVATE must be 1 (tests only) or unset, got "${value}"`);
};

export type ReminderConfig = {
  /** Local hour (0–23, the user's time zone) from which the day's digest may go out. */
  hour: number;
  /** How often the scheduler looks for digests due, in seconds. */
  checkSeconds: number;
};

const wholeNumber = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
  const value = raw?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
};

/** REMINDER_HOUR (default 7) and REMINDER_CHECK_SECONDS (default 300). */
export const readReminders = (env: NodeJS.ProcessEnv): ReminderConfig => ({
  hour: wholeNumber('REMINDER_HOUR', env.REMINDER_HOUR, 7, 0, 23),
  checkSeconds: wholeNumber('REMINDER_CHECK_SECONDS', env.REMINDER_CHECK_SECONDS, 300, 1, 86_400),
});

import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { unauthenticated } from './app-error.ts';

export type MetricsOptions = {
  /** Where Prometheus scrapes (METRICS_PATH). */
  path: string;
  /** When set, the scrape must send `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token: string | undefined;
  /** Mails not yet delivered. */
  outboxPending: () => Promise<number>;
  /** The database pool's connections (PostgreSQL), or null (SQLite: one connection). */
  poolUse: () => { total: number; idle: number; waiting: number } | null;
};

/**
 * Prometheus metrics of this instance: process and event loop (prom-client's defaults), request
 * counts and durations by route and status, and the mail outbox's depth.
 */
export const registerMetrics = (
  app: FastifyInstance,
  { path, token, outboxPending, poolUse }: MetricsOptions,
): void => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their durations',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails waiting to be delivered (not sent, not given up)',
    registers: [registry],
    async collect() {
      this.set(await outboxPending());
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only): total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (never the raw URL: ids would make a series per user).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === path) return;
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) {
      throw unauthenticated('Send the metrics token');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

import type { FastifyReply } from 'fastify';

/** Public answers behind a secret link: never cached, never indexed, never leaked through a Referer. */
export const privateAnswer = (reply: FastifyReply): FastifyReply =>
  reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');

import type { FastifyReply } from 'fastify';

/**
 * A cookie every page of the site reads (path `/`, sent on same-site requests and top-level
 * visits, Secure when the site is served over https), kept for `maxAgeS` seconds.
 */
export const setSiteCookie = (
  reply: FastifyReply,
  publicUrl: URL,
  name: string,
  value: string,
  maxAgeS: number,
): FastifyReply =>
  reply.setCookie(name, value, {
    path: '/',
    maxAge: maxAgeS,
    sameSite: 'lax',
    secure: publicUrl.protocol === 'https:',
  });

import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token lives only in this HttpOnly cookie, sent only to the auth routes. */
const NAME = 'hl_refresh';
const PATH = '/api/auth';

export const readRefreshCookie = (request: FastifyRequest): string | undefined => request.cookies[NAME];

export const setRefreshCookie = (
  reply: FastifyReply,
  publicUrl: URL,
  token: string,
  expiresAt: Date,
  now: Date,
) =>
  reply.setCookie(NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.protocol === 'https:',
    path: PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });

export const clearRefreshCookie = (reply: FastifyReply, publicUrl: URL) =>
  reply.clearCookie(NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.protocol === 'https:',
    path: PATH,
  });

import { SESSION_HINT_COOKIE } from '@hirelane/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSiteCookie } from '../../platform/http/site-cookie.ts';
import type { SessionTokens } from './session.service.ts';

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
) => {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  const secure = publicUrl.protocol === 'https:';
  reply.setCookie(NAME, token, { sameSite: 'lax', secure, maxAge, httpOnly: true, path: PATH });
  setSiteCookie(reply, publicUrl, SESSION_HINT_COOKIE, '1', maxAge);
};

/** The cookies of a new session (a sign-in through the API or a page's form): none when the browser holds them. */
export const setSessionCookies = (reply: FastifyReply, publicUrl: URL, tokens: SessionTokens, now: Date) => {
  if (tokens.refresh) setRefreshCookie(reply, publicUrl, tokens.refresh.token, tokens.refresh.expiresAt, now);
};

/** Whether the browser says it may hold a session (a page a signed-in user does not need gives it the app). */
export const hasSessionHint = (cookies: Readonly<Record<string, string | undefined>>): boolean =>
  cookies[SESSION_HINT_COOKIE] === '1' || cookies[NAME] !== undefined;

export const clearRefreshCookie = (reply: FastifyReply, publicUrl: URL) => {
  const secure = publicUrl.protocol === 'https:';
  reply.clearCookie(NAME, { httpOnly: true, sameSite: 'lax', secure, path: PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
};

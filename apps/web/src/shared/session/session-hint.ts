import { SESSION_HINT_COOKIE } from '@hirelane/contract/constants';

/**
 * Whether this browser may hold a session: the server sets the readable `hl_signed_in=1` cookie
 * beside the HttpOnly refresh cookie and clears both at sign-out. Without it the start-up refresh
 * is skipped, so a visitor makes no call that can only answer 401.
 */
export const mayHoldSession = (cookies = document.cookie): boolean =>
  cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);

import { SESSION_HINT_COOKIE } from '@hirelane/contract/constants';
import { mayHoldSession } from './session-hint.ts';

/** Set when a sign-out could not reach the server; the next start online sends it. */
const PENDING_KEY = 'hirelane-sign-out-pending';

/**
 * A sign-out made offline: the server still holds the session (its refresh cookie is HttpOnly, out
 * of this page's reach). So this browser stops offering it at once (the readable hint cookie goes,
 * and with it the start-up refresh and the server's "already signed in" redirect), and remembers to
 * end it on the server the next time the app starts online. Whoever uses this browser next never
 * lands in the last person's account.
 */
export function rememberPendingSignOut(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  try {
    localStorage.setItem(PENDING_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the hint cookie is gone all the same.
  }
}

const isPending = (): boolean => {
  try {
    return localStorage.getItem(PENDING_KEY) === '1';
  } catch {
    return false;
  }
};

const forget = () => {
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
};

/**
 * Ends on the server a session signed out offline (`logout`: the sign-out call), if one waits and
 * the browser is online; resolves once done or when there is nothing to do. A call that still
 * cannot reach the server leaves it waiting for the next start. When someone has signed in since
 * (the hint cookie is back), theirs is a new session and nothing is sent.
 */
export async function sendPendingSignOut(logout: () => Promise<unknown>): Promise<void> {
  if (!isPending()) return;
  if (mayHoldSession()) return forget();
  if (navigator.onLine === false) return;
  try {
    await logout();
    forget();
  } catch {
    // Unreachable again: tried at the next start.
  }
}

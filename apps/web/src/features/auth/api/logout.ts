import type { MessageResponse } from '@hirelane/contract/common';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { isApiError } from '../../../shared/http/api-error.ts';
import { http } from '../../../shared/http/http.ts';
import { rememberPendingSignOut } from '../../../shared/session/pending-sign-out.ts';
import { endSession } from '../../../shared/session/session-store.ts';
import { clearPkceStorage } from '../../../shared/social-auth/social-attempt.ts';

/** POST /auth/logout: the server forgets the refresh token and clears its cookie. */
export function logout(): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/logout');
}

/**
 * Forgets any connecting of a provider in progress, tells the server, then ends the session (which
 * empties every client cache). Never fails: a failed call is logged and the user is still signed out;
 * a call that could not reach the server (offline) is sent at the next start online.
 */
export async function signOut(): Promise<void> {
  clearPkceStorage();
  try {
    await logout();
  } catch (error) {
    if (isApiError(error) && error.status === 0) rememberPendingSignOut();
    else console.error(FALLBACK_ERRORS.logout);
  } finally {
    endSession();
  }
}

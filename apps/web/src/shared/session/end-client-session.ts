import { clearPkceStorage } from '../social-auth/social-attempt.ts';
import { endSession } from './session-store.ts';

/**
 * Signs out in this browser only, as logout does after its call: forgets any connecting of a provider in
 * progress, the tokens and every cached server answer. For when the server already
 * ended the session (account deleted).
 */
export function endClientSession(): void {
  clearPkceStorage();
  endSession();
}

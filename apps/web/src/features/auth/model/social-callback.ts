import type { SocialSignInInput } from '@hirelane/contract/auth';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@hirelane/contract/constants';
import type { SocialAttempt } from '../../../shared/social-auth/social-attempt.ts';

/** What the provider put on the callback address. */
export type CallbackParams = {
  code: string | null;
  state: string | null;
  error: string | null;
};

export function readCallbackParams(search: string): CallbackParams {
  const params = new URLSearchParams(search);
  return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
}

/** `/google/auth/callback` → google; anything else → null. */
export function providerFromPath(pathname: string): SocialProvider | null {
  const match = /^\/([a-z]+)\/auth\/callback\/?$/.exec(pathname);
  const name = match?.[1];
  return SOCIAL_PROVIDERS.find((provider) => provider === name) ?? null;
}

export type InvalidCallbackReason =
  /** No `state` on the address: not a reply to a request this app made. */
  | 'missing-state'
  /** Nothing stored in this tab: the address was used already (replay) or began elsewhere. */
  | 'no-attempt'
  /** A state that is not the one this tab sent (forged, or an older attempt). */
  | 'state-mismatch'
  | 'provider-mismatch'
  | 'missing-code';

export type CallbackVerdict =
  | { kind: 'denied' }
  | { kind: 'invalid'; reason: InvalidCallbackReason }
  | { kind: 'exchange'; input: SocialSignInInput };

/**
 * Decides what a callback may do. Only a reply whose `state` equals the one this tab stored (and
 * which was then forgotten) may be exchanged; everything else ends on a clear screen without a call.
 */
export function checkCallback(
  provider: SocialProvider | null,
  params: CallbackParams,
  attempt: SocialAttempt | null,
): CallbackVerdict {
  if (params.error) return { kind: 'denied' };
  if (!params.state) return { kind: 'invalid', reason: 'missing-state' };
  if (!attempt) return { kind: 'invalid', reason: 'no-attempt' };
  if (params.state !== attempt.state) return { kind: 'invalid', reason: 'state-mismatch' };
  if (!provider || provider !== attempt.provider) return { kind: 'invalid', reason: 'provider-mismatch' };
  if (!params.code) return { kind: 'invalid', reason: 'missing-code' };
  return { kind: 'exchange', input: { code: params.code, codeVerifier: attempt.codeVerifier } };
}

import type { LoginResponse, SocialSignInInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import type { SocialProvider } from '@hirelane/contract/constants';
import { http } from '../../../shared/http/http.ts';

/**
 * POST /auth/social/google|facebook: the server exchanges the code (with the verifier) at the
 * provider and answers like a password login. No token, and a 401 is an answer, not an expiry.
 */
export function socialSignIn(provider: SocialProvider, input: SocialSignInInput): Promise<LoginResponse> {
  return http.post<LoginResponse>(`/auth/social/${provider}`, input, {
    withAuth: false,
    refreshOnUnauthorized: false,
  });
}

/** POST /auth/social/google|facebook/link: connects the provider account to the signed-in user. */
export function linkSocialAccount(
  provider: SocialProvider,
  input: SocialSignInInput,
): Promise<MessageResponse> {
  return http.post<MessageResponse>(`/auth/social/${provider}/link`, input);
}

import type { SocialSignInInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import type { SocialProvider } from '@hirelane/contract/constants';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/social/google|facebook/link: connects the provider account to the signed-in user. */
export function linkSocialAccount(
  provider: SocialProvider,
  input: SocialSignInInput,
): Promise<MessageResponse> {
  return http.post<MessageResponse>(`/auth/social/${provider}/link`, input);
}

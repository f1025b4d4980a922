import type { VerifyEmailInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/verify-email with the 6-digit code from the e-mail. */
export function verifyEmail(input: VerifyEmailInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/verify-email', input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

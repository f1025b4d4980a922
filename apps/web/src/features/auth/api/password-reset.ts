import type { CompleteForgotPasswordInput, ForgotPasswordInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/forgot-password: the same answer for any address; an account's owner gets a code (429 within a minute). */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/forgot-password', input);
}

/** POST /auth/complete-forgot-password: the e-mailed code and the new password; ends every session. */
export function completePasswordReset(input: CompleteForgotPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/complete-forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}

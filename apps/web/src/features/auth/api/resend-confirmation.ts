import type { ResendConfirmationInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/resend-confirmation: a new code by e-mail (429 with a message when asked too soon). */
export function resendConfirmation(input: ResendConfirmationInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/resend-confirmation', input);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

import type { ResendConfirmationInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import type { ErrorToastText } from '../../../shared/http/error-toast.ts';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/resend-confirmation: a new code by e-mail (429 with a message when asked too soon). */
export function resendConfirmation(input: ResendConfirmationInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/resend-confirmation', input);
}

/** `errorToast`: the fallback of a failure's toast, or nothing for an answer the screen gives itself. */
export function useResendConfirmation(
  errorToast: (error: unknown) => ErrorToastText = () => FALLBACK_ERRORS.resendOtp,
) {
  return useMutation({ mutationFn: resendConfirmation, meta: { errorToast } });
}

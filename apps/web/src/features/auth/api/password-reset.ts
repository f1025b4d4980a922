import type { CompleteForgotPasswordInput, ForgotPasswordInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import type { ErrorToastText } from '../../../shared/http/error-toast.ts';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/forgot-password: the same answer for any address; an account's owner gets a code (429 within a minute). */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/forgot-password', input);
}

/** POST /auth/complete-forgot-password: the e-mailed code and the new password; ends every session. */
export function completePasswordReset(input: CompleteForgotPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/complete-forgot-password', input);
}

/** `errorToast`: the fallback of a failure's toast, or nothing for an answer the screen gives itself. */
export function useRequestPasswordReset(
  errorToast: (error: unknown) => ErrorToastText = () => FALLBACK_ERRORS.requestPasswordReset,
) {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast } });
}

/** The fallback of a failed reset's toast. */
export const completeResetErrorToast = () => FALLBACK_ERRORS.resetPassword;

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset, meta: { errorToast: completeResetErrorToast } });
}

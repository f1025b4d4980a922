import type { VerifyEmailInput, VerifyEmailResponse } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { startSession } from '../../../shared/session/session-store.ts';

/** POST /auth/verify-email with the 6-digit code from the e-mail; the answer signs the user in. */
export function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailResponse> {
  return http.post<VerifyEmailResponse>('/auth/verify-email', input);
}

/** The fallback of a failed confirmation's toast. */
export const verifyEmailErrorToast = () => FALLBACK_ERRORS.verifyOtp;

/** Confirms the address and stores the session the answer carries, as a sign-in does. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ accessToken, idToken, hideLoginGuide }) =>
      startSession({ accessToken, idToken, hideLoginGuide }),
    meta: { errorToast: verifyEmailErrorToast },
  });
}

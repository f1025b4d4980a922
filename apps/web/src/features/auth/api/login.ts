import type { LoginInput, LoginResponse } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { http } from '../../../shared/http/http.ts';
import { setSessionError, setSessionLoading, startSession } from '../../../shared/session/session-store.ts';

/** POST /auth/login; a 401 here means wrong credentials, so no token refresh is tried. */
export function login(credentials: LoginInput): Promise<LoginResponse> {
  return http.post<LoginResponse>('/auth/login', credentials, { refreshOnUnauthorized: false });
}

/** An account whose address is not confirmed yet: the form offers a new code instead of a toast. */
export const isEmailNotVerified = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED';

/** The fallback of a failed sign-in's toast; none for an unconfirmed address (the form offers a new code). */
export const loginErrorToast = (error: unknown) =>
  isEmailNotVerified(error) ? undefined : FALLBACK_ERRORS.login;

/** Signs in and stores the tokens; the session's loading/error follow the call. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => setSessionLoading(true),
    onSuccess: (response) => startSession(response),
    onError: (error) => setSessionError(errorMessage(error, FALLBACK_ERRORS.login)),
    meta: { errorToast: loginErrorToast },
  });
}

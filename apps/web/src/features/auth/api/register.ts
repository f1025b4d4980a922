import type { RegisterInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { CLIENT_ERRORS, FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';

/** POST /auth/register. Calling it without user data fails before any request. */
export function register(userData: RegisterInput | null | undefined): Promise<MessageResponse> {
  if (!userData) return Promise.reject(new Error(CLIENT_ERRORS.userDataRequired));
  return http.post<MessageResponse>('/auth/register', userData);
}

/** The fallback of a failed registration's toast. */
export const registerErrorToast = () => FALLBACK_ERRORS.register;

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorToast: registerErrorToast } });
}

import type { DeleteProfileInput, ResetPasswordInput } from '@hirelane/contract/auth';
import type { MessageResponse } from '@hirelane/contract/common';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** POST /auth/reset-password: the current and a new password; the user's other sessions end. */
export function changePassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/reset-password', input);
}

/** POST /auth/delete-profile: the password, or `{ confirmation: 'DELETE' }` for an account without one. */
export function deleteAccount(input: DeleteProfileInput): Promise<MessageResponse> {
  return http.post<MessageResponse>('/auth/delete-profile', input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: () => FALLBACK_ERRORS.resetPassword },
  });
}

/** `errorToast`: the fallback of a failure's toast, or nothing for a refusal the form answers itself. */
export function useDeleteAccount(errorToast: (error: unknown) => string | undefined) {
  return useMutation({ mutationFn: deleteAccount, meta: { errorToast } });
}

/** GET /auth/export: every row and file of the user as one zip, saved as a download. */
export function useExportData() {
  return useMutation({
    mutationFn: async () =>
      saveFile(await fetchFile(http, '/auth/export', { fallbackName: 'hirelane-data.zip' })),
    meta: { errorToast: () => textOf('account', 'export.failed') },
  });
}

import type { DeleteProfileInput } from '@hirelane/contract/auth';
import { DELETE_CONFIRMATION } from '@hirelane/contract/auth';
import { isApiError } from '../../../shared/http/api-error.ts';

/**
 * How the user proves it is them: the password, or — for an account made with Google or Facebook,
 * which has no password — the typed word DELETE.
 */
export type DeleteMode = 'password' | 'confirmation';

export type DeleteFormValues = { password: string; confirmation: string };

export type DeleteFormErrors = Partial<Record<keyof DeleteFormValues, 'required' | 'mismatch'>>;

/** The checks before anything is sent: only the field of the current mode counts. */
export function validateDeleteForm(mode: DeleteMode, values: DeleteFormValues): DeleteFormErrors {
  if (mode === 'password') return values.password ? {} : { password: 'required' };
  const typed = values.confirmation.trim();
  if (!typed) return { confirmation: 'required' };
  return typed === DELETE_CONFIRMATION ? {} : { confirmation: 'mismatch' };
}

/** The body of POST /auth/delete-profile for the mode: never both proofs at once. */
export function deleteRequestFor(mode: DeleteMode, values: DeleteFormValues): DeleteProfileInput {
  return mode === 'password' ? { password: values.password } : { confirmation: values.confirmation.trim() };
}

/**
 * The server asks for the typed confirmation (400 with `fields.confirmation`) when the account has
 * no password: the form then switches to that mode by itself.
 */
export function modeAfterError(mode: DeleteMode, error: unknown): DeleteMode {
  if (mode === 'password' && isApiError(error) && error.status === 400 && error.fields?.confirmation) {
    return 'confirmation';
  }
  return mode;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../http/api-error.ts';

/**
 * Puts the server's per-field messages (400 `fields`) under the matching form fields. Returns
 * whether any field got a message. Fields the form does not show are left to the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (!message) continue;
    setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}

/**
 * Whether one of the form's fields already says `message`: as its own words, or as the server's
 * summary of a 400 ("text: Write at least 20 characters" for the field `text`).
 */
export function saidByField<T extends FieldValues>(
  error: unknown,
  message: string | undefined,
  fields: readonly Path<T>[],
): boolean {
  if (!message || !isApiError(error) || !error.fields) return false;
  return fields.some((name) => {
    const fieldMessage = error.fields?.[name];
    return fieldMessage !== undefined && (message === fieldMessage || message === `${name}: ${fieldMessage}`);
  });
}

import type { FormError, PageForm } from '@hirelane/contract/public-page';
import type { ZodType } from 'zod';
import { AppError, fieldsOfZodError, validationFailed } from './app-error.ts';

/*
 * What a feature's form page needs to answer a plain HTML form the way its API route answers the
 * same call: the fields read by the API input's own schema (a failure has the API's 400 fields and
 * message), and a refused call worded as the API words it, shown on the page beside the form.
 */

/** The input read by the API route's schema, or the same 400 (same fields, same messages) the route answers. */
export const formInput = <T>(schema: ZodType<T>, input: unknown): T => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationFailed(fieldsOfZodError(parsed.error));
};

/** A checkbox as the browser posts it: "on" when ticked, nothing when not. */
export const checked = (value: string | undefined): boolean => value === 'on';

/** The fields of a post that may be shown again on the page (never a password or an e-mailed code). */
export const keptValues = (form: PageForm, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (form[name] === undefined ? [] : [[name, form[name]]])));

/** A refused call as the API answers it (4xx only: anything else is the server's failure, not the form's). */
export const formErrorOf = (error: unknown): FormError | null => {
  if (!(error instanceof AppError) || error.status >= 500) return null;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
};

/** `act`'s answer, or, when the call was refused, `refused` with why (the page shows it by its form). */
export const attempt = async <T>(act: () => Promise<T>, refused: (error: FormError) => T | Promise<T>) => {
  try {
    return await act();
  } catch (error) {
    const formError = formErrorOf(error);
    if (!formError) throw error;
    return refused(formError);
  }
};

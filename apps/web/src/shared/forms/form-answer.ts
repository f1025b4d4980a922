import type { FormAnswer, FormError, FormPageName, FormPageSteps } from '@hirelane/contract/public-page';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/api-error.ts';
import { errorMessage } from '../http/error-message.ts';
import { saidByField } from './apply-server-errors.ts';
import { useFormPage } from './form-page.ts';

/** The failure of a form page's last plain post as the app's own ApiError, which the app words and reads. */
export function apiErrorOf(error: FormError): ApiError {
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    serverMessage: error.message,
    fields: error.fields,
  });
}

/** The server's answer to the last plain post of form page `page`; null on another form page. */
export function usePageAnswer<P extends FormPageName>(page: P): FormAnswer<FormPageSteps[P]> | null {
  const formPage = useFormPage();
  return formPage?.page === page ? (formPage.answer as FormAnswer<FormPageSteps[P]>) : null;
}

/** A checkbox's value as an answer carries it: a posted checkbox sends "on". */
export const isChecked = (value: string | undefined): boolean => value === 'on' || value === 'true';

/** Why the last post of a form failed, and where the form says it. */
export type AnswerFailure<Name extends string> = {
  error: ApiError;
  /** The form's words for it when the server sent none; none when the page answers it another way. */
  fallback: string | undefined;
  /** The fields the server's messages go under. */
  fields?: readonly Name[];
  /** The field the failure is said under (its own message first), for a step that says it there: a code's. */
  messageAt?: Name;
};

/** What a form says of a failure: a message per field, and one for the form unless a field says it. */
function failureMessages<Name extends string>(
  { error, fields = [], messageAt }: AnswerFailure<Name>,
  worded: string | undefined,
): { byField: Partial<Record<Name, string>>; form: string | undefined } {
  const byField: Partial<Record<Name, string>> = {};
  if (messageAt) {
    const message = error.fields?.[messageAt] ?? worded;
    if (message) byField[messageAt] = message;
    return { byField, form: undefined };
  }
  for (const name of fields) {
    const message = error.fields?.[name];
    if (message) byField[name] = message;
  }
  return { byField, form: worded && !saidByField(error, worded, fields) ? worded : undefined };
}

/**
 * A form page's form, filled from the server's answer: `field(name)` is what its input takes (its
 * name, the value the server kept, `defaultChecked` for a checkbox, the server's message under it);
 * `formError` is why the post failed, in the words the app has for it (`fallback` when the server
 * sent none), said in the form unless a field says it already.
 */
export function useAnswerForm<Name extends string>(
  values: Partial<Record<Name, string | boolean>>,
  failure?: AnswerFailure<Name>,
) {
  const { i18n } = useTranslation();
  const fallback = failure?.fallback;
  const worded = failure && fallback ? errorMessage(failure.error, fallback, i18n) : undefined;
  const { byField, form } = failure
    ? failureMessages(failure, worded)
    : { byField: {} as Partial<Record<Name, string>>, form: undefined };
  return {
    field: (name: Name) => {
      const value: string | boolean | undefined = values[name];
      const error = byField[name];
      return typeof value === 'boolean'
        ? { name, error, defaultChecked: value }
        : { name, error, defaultValue: value };
    },
    fieldError: (name: Name): string | undefined => byField[name],
    formError: form,
  };
}

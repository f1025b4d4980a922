import type { FormAnswer, FormError, FormPageName, FormPageSteps } from '@hirelane/contract/public-page';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { ApiError } from '../http/api-error.ts';
import { errorMessage } from '../http/error-message.ts';
import type { ErrorToastText } from '../http/error-toast.ts';
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

/**
 * What the toast of the same failed call says in the app: `text` is the call's `meta.errorToast`
 * for this error (a fallback, a fixed text, or nothing when the screen answers it another way).
 */
export function failureText(error: ApiError, text: ErrorToastText, i18n: I18n): string | undefined {
  if (!text) return undefined;
  return typeof text === 'string' ? errorMessage(error, text, i18n) : text.exactly;
}

/**
 * The server's answer to the last plain post of form page `page`, as the page was opened (its step
 * is where the page's flow starts); null inside the app, or on another form page.
 */
export function usePageAnswer<P extends FormPageName>(page: P): FormAnswer<FormPageSteps[P]> | null {
  const formPage = useFormPage();
  const [answer] = useState(() =>
    formPage?.page === page ? (formPage.answer as FormAnswer<FormPageSteps[P]>) : null,
  );
  return answer;
}

/**
 * The page's answer (usePageAnswer) while the page still shows the step it answered with: the
 * form of that step starts from it (its values, its failure). Once the visitor has gone on to
 * another step in the hydrated page, it is gone for good, so coming back to that step later starts
 * afresh. `step`: the step the page shows now.
 */
export function useStepAnswer<P extends FormPageName>(
  page: P,
  step: FormPageSteps[P],
): FormAnswer<FormPageSteps[P]> | null {
  const answer = usePageAnswer(page);
  const [isPast, setPast] = useState(false);
  if (!answer || isPast) return null;
  if (answer.step !== step) {
    // A state update while rendering: React renders again at once, before anything is shown.
    setPast(true);
    return null;
  }
  return answer;
}

/** A checkbox's value as an answer carries it: a posted checkbox sends "on". */
export const isChecked = (value: string | undefined): boolean => value === 'on' || value === 'true';

import type { ReactNode } from 'react';

/**
 * The page-wide fallback for forms that do not say their own failed submit yet (they toast by
 * hand: sign-in, sign-up, password reset, the job form). A form on useContractForm's `submitTo`
 * shows its failure itself (`submitError` in FormActions) and settles its submit here at once, so
 * nothing of this reaches it. For the others: every error toast without an id goes through
 * `toast.error` (shared/ui/toast.ts); when a form was submitted a moment before, that toast's text is
 * also put into the form (by FormErrorOutlet) and focused. Remove it with the last of those forms.
 */
export type FormError = { form: HTMLFormElement; message: ReactNode; id: number };

/** How long after a submit its failure is still that submit's (a slow upload takes longer). */
const SUBMIT_RESULT_WINDOW_MS = 30_000;

let submitted: { form: HTMLFormElement; at: number } | null = null;
let shown: FormError | null = null;
let lastId = 0;
const listeners = new Set<(error: FormError | null) => void>();

const show = (next: FormError | null) => {
  shown = next;
  for (const listener of listeners) listener(next);
};

/** Follows the submits of every form in `root`; a new submit clears the error shown before. */
export function watchFormSubmits(root: Document = document): () => void {
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    submitted = { form: event.target, at: Date.now() };
    if (shown) show(null);
  };
  root.addEventListener('submit', onSubmit, true);
  return () => root.removeEventListener('submit', onSubmit, true);
}

/** The failure of the last submit, if a form is waiting for one: shown in that form. */
export function failSubmittedForm(message: ReactNode): void {
  const last = submitted;
  submitted = null;
  if (!last?.form.isConnected || Date.now() - last.at > SUBMIT_RESULT_WINDOW_MS) return;
  lastId += 1;
  show({ form: last.form, message, id: lastId });
}

/** The last submit worked (its success toast) or its form says its own failure: nothing later belongs to it. */
export function settleSubmittedForm(): void {
  submitted = null;
}

export function subscribeFormError(listener: (error: FormError | null) => void): () => void {
  listeners.add(listener);
  listener(shown);
  return () => listeners.delete(listener);
}

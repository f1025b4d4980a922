import type { DeleteProfileInput } from '@hirelane/contract/auth';
import { DELETE_CONFIRMATION } from '@hirelane/contract/auth';
import { z } from 'zod';
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

/** The keys (account namespace) of the words for each problem validateDeleteForm finds. */
export const DELETE_PROBLEM_TEXTS = {
  password: { required: 'delete.errors.passwordRequired', mismatch: 'delete.errors.passwordRequired' },
  confirmation: {
    required: 'delete.errors.confirmationRequired',
    mismatch: 'delete.errors.confirmationMismatch',
  },
} as const;

type ProblemTexts = typeof DELETE_PROBLEM_TEXTS;
export type DeleteProblemText = ProblemTexts[keyof ProblemTexts][keyof ProblemTexts['password']];

/**
 * The form's values (the mode is one of them: the checkbox) checked by validateDeleteForm; an
 * issue's message is the key of its words, put into the interface language where it is shown.
 */
export const deleteAccountForm = z
  .object({
    mode: z.enum(['password', 'confirmation']),
    password: z.string(),
    confirmation: z.string(),
  })
  .superRefine(({ mode, ...values }, context) => {
    for (const [field, problem] of Object.entries(validateDeleteForm(mode, values))) {
      const name = field as keyof DeleteFormValues;
      if (problem)
        context.addIssue({ code: 'custom', path: [name], message: DELETE_PROBLEM_TEXTS[name][problem] });
    }
  });

export type DeleteAccountFormValues = z.infer<typeof deleteAccountForm>;

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

import type { FormAnswer } from '@hirelane/contract/public-page';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, failureText } from '../../../shared/forms/form-answer.ts';
import { NewPasswordField, PASSWORD_LIMITS } from '../../../shared/forms/new-password-field.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { toastedText } from '../../../shared/http/error-toast.ts';
import { toast } from '../../../shared/ui/toast.ts';
import {
  completeResetErrorToast,
  useCompletePasswordReset,
  useRequestPasswordReset,
} from '../api/password-reset.ts';
import { CodeInput } from './code-input.tsx';
import { CodeStepActions } from './code-step-actions.tsx';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadCompleteForgotPasswordInput = async () =>
  (await import('@hirelane/contract/auth')).completeForgotPasswordInput;

/** Answers about the code itself: shown under the code boxes. */
const CODE_ERRORS = new Set(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED']);
const isCodeError = (error: unknown) =>
  isApiError(error) && Boolean(error.code && CODE_ERRORS.has(error.code));

export type NewPasswordStepProps = {
  email: string;
  onCompleted: () => void;
  onResent: () => void;
  onStartOver: () => void;
  /** On the server-rendered page: the server's answer to this step's plain post (its failure). */
  answer?: FormAnswer<string> | null;
};

/** Step 2 of a password reset: the e-mailed code and the new password, together (on a form page also a plain form). */
export function NewPasswordStep({ email, onCompleted, onResent, onStartOver, answer }: NewPasswordStepProps) {
  const { t, i18n } = useTranslation('auth');
  const complete = useCompletePasswordReset();
  const resend = useRequestPasswordReset();
  const plain = usePlainForm();
  const answerError = answer?.error && apiErrorOf(answer.error);
  const { submitTo, setError, clearErrors, field, controlled, isSubmitting, submitError } = useContractForm(
    loadCompleteForgotPasswordInput,
    {
      namespace: 'auth',
      errorValues: PASSWORD_LIMITS,
      defaultValues: { email, code: '', newPassword: '' },
      ...(answerError && {
        failure: {
          error: answerError,
          message: failureText(answerError, completeResetErrorToast(), i18n),
          fields: ['code', 'newPassword'],
          ...(isCodeError(answerError) && { messageAt: 'code' }),
        },
      }),
    },
  );
  const code = useControlledField(controlled('code'));

  // A failure is toasted (the mutations' meta); one about the code is said under the code, others in the form.
  const handleComplete = submitTo(
    async (values) => {
      try {
        await complete.mutateAsync(values);
      } catch (error) {
        const message = toastedText(error);
        if (!message || !isCodeError(error)) throw error;
        setError('code', { type: 'server', message });
        return;
      }
      onCompleted();
    },
    { fields: ['code', 'newPassword'] },
  );

  const handleResend = async () => {
    try {
      await resend.mutateAsync({ email });
    } catch {
      return;
    }
    clearErrors('code');
    onResent();
    toast.success(t('forgotPassword.resent', { email }));
  };

  return (
    <form onSubmit={handleComplete} noValidate {...plain.form}>
      <Stack gap="lg">
        <Text>{t('forgotPassword.codeBody', { email })}</Text>
        {plain.isPlain && <input type="hidden" name="email" value={email} />}
        <CodeInput
          name="code"
          value={code.value}
          onChange={(value) => {
            clearErrors('code');
            code.onChange(value);
          }}
          error={code.error}
          hint={t('otp.hint')}
        />
        <NewPasswordField label={t('forgotPassword.newPassword')} {...field('newPassword')} />
        <CodeStepActions
          submit={t('forgotPassword.save')}
          intent="reset"
          loading={isSubmitting}
          error={submitError}
          onResend={handleResend}
          resending={resend.isPending}
          startOver={{ label: t('forgotPassword.otherEmail'), onClick: onStartOver }}
        />
      </Stack>
    </form>
  );
}

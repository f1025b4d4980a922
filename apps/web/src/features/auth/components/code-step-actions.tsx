import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';

export type CodeStepActionsProps = {
  /** The submit button's text and whether it is at work. */
  submit: string;
  /** On a form page: what the submit button posts as `intent`. */
  intent: 'verify' | 'reset';
  loading: boolean;
  /** Why the last submit failed (useContractForm's `submitError`). */
  error?: ReactNode;
  onResend: () => void;
  resending: boolean;
  /** Back to the first step, to give another e-mail address. */
  startOver: { label: string; onClick: () => void };
};

/**
 * The buttons of a step that asks for an e-mailed code: submit, then "send a new code" and "start
 * over". On a form page "send a new code" is a second submit button of the form (intent `resend`)
 * and "start over" a link to the page's first step; once the script runs, both act in the page.
 */
export function CodeStepActions({
  submit,
  intent,
  loading,
  error,
  onResend,
  resending,
  startOver,
}: CodeStepActionsProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  return (
    <>
      <FormActions submit={submit} loading={loading} error={error} intent={intent} />
      <Group gap="xs" justify="center">
        {plain.isPlain ? (
          <>
            <Button
              type="submit"
              variant="subtle"
              loading={resending}
              {...plain.intent('resend')}
              onClick={(event) => {
                event.preventDefault();
                onResend();
              }}
            >
              {t('otp.resend')}
            </Button>
            <Button
              component="a"
              href={plain.action}
              variant="subtle"
              color="gray"
              onClick={(event) => {
                event.preventDefault();
                startOver.onClick();
              }}
            >
              {startOver.label}
            </Button>
          </>
        ) : (
          <>
            <Button variant="subtle" onClick={onResend} loading={resending}>
              {t('otp.resend')}
            </Button>
            <Button variant="subtle" color="gray" onClick={startOver.onClick}>
              {startOver.label}
            </Button>
          </>
        )}
      </Group>
    </>
  );
}

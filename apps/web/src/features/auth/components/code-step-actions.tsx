import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';

export type CodeStepActionsProps = {
  /** The submit button's text and whether it is at work. */
  submit: string;
  loading: boolean;
  /** Why the last submit failed (useContractForm's `submitError`). */
  error?: ReactNode;
  onResend: () => void;
  resending: boolean;
  /** Back to the first step, to give another e-mail address. */
  startOver: { label: string; onClick: () => void };
};

/** The buttons of a step that asks for an e-mailed code: submit, then "send a new code" and "start over". */
export function CodeStepActions({
  submit,
  loading,
  error,
  onResend,
  resending,
  startOver,
}: CodeStepActionsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormActions submit={submit} loading={loading} error={error} />
      <Group gap="xs" justify="center">
        <Button variant="subtle" onClick={onResend} loading={resending}>
          {t('otp.resend')}
        </Button>
        <Button variant="subtle" color="gray" onClick={startOver.onClick}>
          {startOver.label}
        </Button>
      </Group>
    </>
  );
}

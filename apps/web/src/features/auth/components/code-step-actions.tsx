import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';

export type CodeStepActionsProps = {
  /** The submit button's text. */
  submit: string;
  /** What the submit button posts as `intent`. */
  intent: 'verify' | 'reset';
  /** Why the last post failed. */
  error?: ReactNode;
  /** The link back to the first step, to give another e-mail address. */
  startOver: string;
};

/**
 * The buttons of a step that asks for an e-mailed code: submit, then "send a new code" (a second
 * submit button of the form, intent `resend`) and "start over" (a link to the page's first step).
 */
export function CodeStepActions({ submit, intent, error, startOver }: CodeStepActionsProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  return (
    <>
      <FormActions submit={submit} error={error} intent={intent} />
      <Group gap="xs" justify="center">
        <Button type="submit" variant="subtle" {...plain.intent('resend')}>
          {t('otp.resend')}
        </Button>
        <Button component="a" href={plain.action} variant="subtle" color="gray">
          {startOver}
        </Button>
      </Group>
    </>
  );
}

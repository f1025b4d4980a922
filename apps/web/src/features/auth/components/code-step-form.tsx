import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { CodeInput } from './code-input.tsx';
import { CodeStepActions, type CodeStepActionsProps } from './code-step-actions.tsx';

export type CodeStepFormProps = CodeStepActionsProps & {
  /** The step's heading: "Check your e-mail". */
  title: string;
  /** Where the code went: "We sent a code to …". */
  body: string;
  /** The address the code went to, posted again with the code. */
  email: string;
  /** The code's field: the name it is posted as, and the message under it. */
  code: { name: 'token' | 'code'; error: string | undefined };
  /** A field after the code (the new password of a reset). */
  password?: ReactNode;
};

/**
 * The step of a form page that asks for the code sent by e-mail (sign-up's confirmation, a password
 * reset): its heading, and a plain form posting the code with the address it went to.
 */
export function CodeStepForm({ title, body, email, code, password, ...actions }: CodeStepFormProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  return (
    <Stack gap="xl">
      <PageHeading title={title} />
      <form noValidate {...plain.form}>
        <Stack gap="lg">
          <Text>{body}</Text>
          <input type="hidden" name="email" value={email} />
          <CodeInput name={code.name} error={code.error} hint={t('otp.hint')} />
          {password}
          <CodeStepActions {...actions} />
        </Stack>
      </form>
    </Stack>
  );
}

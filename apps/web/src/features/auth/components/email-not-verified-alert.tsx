import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';

export type EmailNotVerifiedAlertProps = {
  email: string;
};

/** Where "send a new code" posts: /signup sends the code and answers with its code step. */
const SIGNUP_PAGE = '/signup';

/**
 * Login answered EMAIL_NOT_VERIFIED: "send a new code" is a plain form posted to /signup, which
 * sends the code and continues at its code step.
 */
export function EmailNotVerifiedAlert({ email }: EmailNotVerifiedAlertProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  return (
    <Alert variant="light" color="yellow" title={t('login.notVerified.title')}>
      <Text size="sm">{t('login.notVerified.body', { email })}</Text>
      <form method="post" action={SIGNUP_PAGE}>
        <input type="hidden" name="email" value={email} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" {...plain.intent('resend')}>
            {t('login.notVerified.action')}
          </Button>
        </Group>
      </form>
    </Alert>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageAnswer } from '../../../shared/forms/form-answer.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { DoneToSignIn } from '../components/done-to-sign-in.tsx';
import { NewPasswordStep } from '../components/new-password-step.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';

/**
 * `/forgot-password`: e-mail → code and new password → done, at the step the server answered with;
 * the code step carries the e-mail the code was sent to.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const answer = usePageAnswer('forgotPassword');
  const email = answer?.step === 'code' ? answer.values.email : undefined;

  if (answer?.step === 'done') {
    return (
      <Stack gap="xl">
        <PageHeading title={t('forgotPassword.successTitle')} />
        <DoneToSignIn message={t('forgotPassword.successBody')} action={t('forgotPassword.successAction')} />
      </Stack>
    );
  }

  if (email) return <NewPasswordStep email={email} answer={answer} />;

  return (
    <Stack gap="xl">
      <PageHeading title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} />
      <ResetRequestForm answer={answer?.step === 'request' ? answer : null} />
      <Text size="sm" ta="center">
        <RouterAnchor to="/login">{t('forgotPassword.back')}</RouterAnchor>
      </Text>
    </Stack>
  );
}

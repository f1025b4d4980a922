import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageAnswer } from '../../../shared/forms/form-answer.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';

/**
 * `/signup`: registration → code from the e-mail (a right code signs the visitor in), at the step
 * the server answered with; the code step carries the e-mail it was sent to.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const answer = usePageAnswer('signup');
  const email = answer?.step === 'verify' ? answer.values.email : undefined;

  if (email) return <VerifyEmailStep email={email} answer={answer} />;

  return (
    <Stack gap="xl">
      <PageHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <RegistrationForm answer={answer?.step === 'form' ? answer : null} />
      <SocialSignIn />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')} <RouterAnchor to="/login">{t('signup.loginLink')}</RouterAnchor>
      </Text>
    </Stack>
  );
}

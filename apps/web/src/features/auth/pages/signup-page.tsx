import { Stack, Text } from '@mantine/core';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { DoneToSignIn } from '../components/done-to-sign-in.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';
import { readVerifyEmail, registerFlowReducer, resumeRegisterFlow } from '../model/register-flow.ts';

/** `/signup`: registration → code from the e-mail → success. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [flow, dispatch] = useReducer(
    registerFlowReducer,
    readVerifyEmail(location.state),
    resumeRegisterFlow,
  );
  const firstStep = useRef(flow.registrationStep).current;
  const focusHeading = flow.registrationStep !== firstStep;

  if (flow.registrationStep === 'success') {
    return (
      <Stack gap="xl">
        <PageHeading title={t('success.title')} focusOnMount={focusHeading} />
        <DoneToSignIn message={t('success.body')} action={t('success.action')} />
      </Stack>
    );
  }

  if (flow.registrationStep === 'otp-verification' && flow.userData) {
    return (
      <Stack gap="xl">
        <PageHeading title={t('otp.title')} focusOnMount={focusHeading} />
        <VerifyEmailStep
          email={flow.userData.email}
          otp={flow.otp}
          onOtpChange={(otp) => dispatch({ type: 'otpChanged', otp })}
          onVerified={() => dispatch({ type: 'verified' })}
          onResent={() => dispatch({ type: 'resent' })}
          onStartOver={() => dispatch({ type: 'cleared' })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title={t('signup.title')} subtitle={t('signup.subtitle')} focusOnMount={focusHeading} />
      <RegistrationForm onRegistered={(userData) => dispatch({ type: 'registered', userData })} />
      <SocialSignIn />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')} <RouterAnchor to="/login">{t('signup.loginLink')}</RouterAnchor>
      </Text>
    </Stack>
  );
}

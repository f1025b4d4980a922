import { Stack, Text } from '@mantine/core';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { usePageAnswer, useStepAnswer } from '../../../shared/forms/form-answer.ts';
import { returnPath } from '../../../shared/session/return-path.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';
import { readVerifyEmail, registerFlowReducer, resumeRegisterFlow } from '../model/register-flow.ts';

/**
 * `/signup`: registration → code from the e-mail → success, signed in. Server-rendered, it opens
 * at the step the server answered with (the code step carries the e-mail it was sent to).
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const pageAnswer = usePageAnswer('signup');
  const [flow, dispatch] = useReducer(
    registerFlowReducer,
    pageAnswer?.step === 'verify' ? (pageAnswer.values.email ?? null) : readVerifyEmail(location.state),
    resumeRegisterFlow,
  );
  const answer = useStepAnswer('signup', flow.registrationStep === 'registration' ? 'form' : 'verify');
  const firstStep = useRef(flow.registrationStep).current;
  const focusHeading = flow.registrationStep !== firstStep;

  // The confirmed code signed the user in: on to the board (or where they were going).
  if (flow.registrationStep === 'success') return <Navigate to={returnPath()} replace />;

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
          answer={answer}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title={t('signup.title')} subtitle={t('signup.subtitle')} focusOnMount={focusHeading} />
      <RegistrationForm
        onRegistered={(userData) => dispatch({ type: 'registered', userData })}
        answer={answer}
      />
      <SocialSignIn />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')} <RouterAnchor to="/login">{t('signup.loginLink')}</RouterAnchor>
      </Text>
    </Stack>
  );
}

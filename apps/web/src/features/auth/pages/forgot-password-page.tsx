import { Stack, Text } from '@mantine/core';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { DoneToSignIn } from '../components/done-to-sign-in.tsx';
import { NewPasswordStep } from '../components/new-password-step.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import { forgotPasswordReducer, initialForgotPassword } from '../model/forgot-password-flow.ts';

/** `/forgot-password`: e-mail → code and new password → success. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [flow, dispatch] = useReducer(forgotPasswordReducer, initialForgotPassword);
  const firstStep = useRef(flow.resetStep).current;
  const focusHeading = flow.resetStep !== firstStep;

  if (flow.resetStep === 'success') {
    return (
      <Stack gap="xl">
        <PageHeading title={t('forgotPassword.successTitle')} focusOnMount={focusHeading} />
        <DoneToSignIn message={t('forgotPassword.successBody')} action={t('forgotPassword.successAction')} />
      </Stack>
    );
  }

  if (flow.resetStep === 'new-password-verify') {
    return (
      <Stack gap="xl">
        <PageHeading title={t('forgotPassword.codeTitle')} focusOnMount={focusHeading} />
        <NewPasswordStep
          email={flow.email}
          onCompleted={() => dispatch({ type: 'completed' })}
          onResent={() => dispatch({ type: 'resent' })}
          onStartOver={() => dispatch({ type: 'cleared' })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading
        title={t('forgotPassword.title')}
        subtitle={t('forgotPassword.subtitle')}
        focusOnMount={focusHeading}
      />
      <ResetRequestForm onRequested={(email) => dispatch({ type: 'requested', email })} />
      <Text size="sm" ta="center">
        <RouterAnchor to="/login">{t('forgotPassword.back')}</RouterAnchor>
      </Text>
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAnswer, useStepAnswer } from '../../../shared/forms/form-answer.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { DoneToSignIn } from '../components/done-to-sign-in.tsx';
import { NewPasswordStep } from '../components/new-password-step.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import type { ResetStep } from '../model/forgot-password-flow.ts';
import { forgotPasswordFromAnswer, forgotPasswordReducer } from '../model/forgot-password-flow.ts';

/** The form page's name of each step. */
const PAGE_STEP = {
  request: 'request',
  'new-password-verify': 'code',
  success: 'done',
} as const satisfies Record<ResetStep, string>;

/**
 * `/forgot-password`: e-mail → code and new password → success. Server-rendered, it opens at the
 * step the server answered with.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [flow, dispatch] = useReducer(
    forgotPasswordReducer,
    usePageAnswer('forgotPassword'),
    forgotPasswordFromAnswer,
  );
  const answer = useStepAnswer('forgotPassword', PAGE_STEP[flow.resetStep]);
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
          answer={answer}
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
      <ResetRequestForm onRequested={(email) => dispatch({ type: 'requested', email })} answer={answer} />
      <Text size="sm" ta="center">
        <RouterAnchor to="/login">{t('forgotPassword.back')}</RouterAnchor>
      </Text>
    </Stack>
  );
}

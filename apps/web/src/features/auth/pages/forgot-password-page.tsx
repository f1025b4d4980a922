import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/forgot-password`: request → new password with code → success (a later issue). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <ComingSoon title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <Button component={Link} to="/login" variant="light">
        {t('forgotPassword.back')}
      </Button>
    </ComingSoon>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormPage } from '../../../shared/forms/form-page.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';

/** `/login` */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tAccount } = useTranslation('account');
  const notice = useFormPage()?.notice;
  return (
    <Stack gap="xl">
      <PageHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {notice === 'accountDeleted' && (
        <Alert color="green" variant="light" role="status">
          {tAccount('delete.done')}
        </Alert>
      )}
      <LoginForm />
      <SocialSignIn />
      <Stack gap="xs" align="center">
        <RouterAnchor to="/forgot-password" size="sm">
          {t('login.forgotPassword')}
        </RouterAnchor>
        <Text size="sm">
          {t('login.noAccount')} <RouterAnchor to="/signup">{t('login.signupLink')}</RouterAnchor>
        </Text>
      </Stack>
    </Stack>
  );
}

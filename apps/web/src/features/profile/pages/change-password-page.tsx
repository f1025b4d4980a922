import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { AccountHeading } from '../components/account-heading.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** `/account/password`: change the password while signed in. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg">
      <AccountHeading page="password" />
      <AccountSection title={t('password.title')}>
        <ChangePasswordForm />
      </AccountSection>
    </Stack>
  );
}

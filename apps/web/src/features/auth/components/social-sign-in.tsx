import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SocialButtons } from '../../../shared/social-auth/social-buttons.tsx';

/** "Continue with Google / Facebook" under the form, only for the providers the server has. */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  return (
    <SocialButtons
      purpose="sign-in"
      label={(provider) => t('social.continueWith', { provider })}
      failedMessage={t('social.startFailed')}
      header={<Divider label={t('social.or')} labelPosition="center" />}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { SocialButtons } from '../../../shared/social-auth/social-buttons.tsx';
import { useSocialSignInOffered } from '../../../shared/social-auth/use-social-sign-in-offered.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';

/**
 * "Connect Google / Facebook": after a password sign-in, the way to add a provider (the server
 * never merges accounts by e-mail). Not shown when the server has no provider configured.
 */
export function ConnectedAccounts() {
  const { t } = useTranslation('account');
  if (!useSocialSignInOffered()) return null;
  return (
    <AccountSection title={t('connect.title')} description={t('connect.description')}>
      <SocialButtons
        label={(provider) => t('connect.action', { provider })}
        failedMessage={t('connect.startFailed')}
      />
    </AccountSection>
  );
}

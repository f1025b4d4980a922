import type { SocialProvider } from '@hirelane/contract/constants';
import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/http/http-client.ts';
import { ProviderIcon } from '../../../shared/social-auth/provider-icon.tsx';
import { PROVIDER_NAMES } from '../../../shared/social-auth/social-providers.ts';
import { useConfiguredProviders } from '../../../shared/social-auth/use-configured-providers.ts';

/** Where "Continue with …" leads: the server starts the sign-in (state, PKCE) and answers the return. */
const socialStartPath = (provider: SocialProvider): string => `${API_BASE}/auth/social/${provider}/start`;

/**
 * "Continue with Google / Facebook" under the form of a sign-in page the server drew, only for the
 * providers the server has: links, no script needed. Nothing at all when none is configured.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const configured = useConfiguredProviders();
  if (configured.length === 0) return null;
  return (
    <Stack gap="sm" align="stretch">
      <Divider label={t('social.or')} labelPosition="center" />
      {configured.map(({ provider }) => (
        <Button
          key={provider}
          component="a"
          href={socialStartPath(provider)}
          variant="default"
          fullWidth
          leftSection={<ProviderIcon provider={provider} />}
        >
          {t('social.continueWith', { provider: PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </Stack>
  );
}

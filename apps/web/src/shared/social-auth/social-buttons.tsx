import type { SocialProvider } from '@hirelane/contract/constants';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../ui/toast.ts';
import { ProviderIcon } from './provider-icon.tsx';
import { PROVIDER_NAMES } from './social-providers.ts';
import { startSocialAuth } from './start-social-auth.ts';
import { useConfiguredProviders } from './use-configured-providers.ts';

export type SocialButtonsProps = {
  /** The button text for a provider's name, e.g. "Connect Google". */
  label: (providerName: string) => string;
  /** Toast when the browser cannot start the authorization (no Web Crypto, storage off). */
  failedMessage: string;
  /** Leaves the app for the provider; tests pass a spy. */
  go?: (url: string) => void;
};

/**
 * One button per configured provider (GET /auth/social/providers) that connects it to the signed-in
 * account: the browser makes the PKCE pair and goes to the provider. Nothing at all while that is
 * unknown, failed, or when no provider is configured: hidden, never broken.
 */
export function SocialButtons({ label, failedMessage, go }: SocialButtonsProps) {
  const configured = useConfiguredProviders();
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  if (configured.length === 0) return null;

  const handleStart = async (provider: SocialProvider) => {
    const found = configured.find((entry) => entry.provider === provider);
    if (!found) return;
    setStarting(provider);
    try {
      await startSocialAuth(provider, found.settings, go ? { go } : {});
    } catch (error) {
      console.error(error);
      toast.error(failedMessage);
      setStarting(null);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      {configured.map(({ provider }) => (
        <Button
          key={provider}
          variant="default"
          leftSection={<ProviderIcon provider={provider} />}
          loading={starting === provider}
          disabled={starting !== null && starting !== provider}
          onClick={() => void handleStart(provider)}
        >
          {label(PROVIDER_NAMES[provider])}
        </Button>
      ))}
    </Stack>
  );
}

import type { SocialProvider } from '@hirelane/contract/constants';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useFormPage } from '../forms/form-page.ts';
import { toast } from '../ui/toast.ts';
import { ProviderIcon } from './provider-icon.tsx';
import type { SocialPurpose } from './social-attempt.ts';
import { configuredProviders, PROVIDER_NAMES, socialProvidersQuery } from './social-providers.ts';
import { startSocialAuth } from './start-social-auth.ts';

export type SocialButtonsProps = {
  purpose: SocialPurpose;
  /** The button text for a provider's name, e.g. "Continue with Google". */
  label: (providerName: string) => string;
  /** Toast when the browser cannot start the authorization (no Web Crypto, storage off). */
  failedMessage: string;
  /** Shown above the buttons, only when there are buttons (e.g. an "or" divider). */
  header?: ReactNode;
  /** Full-width buttons (auth pages) or buttons as wide as their text (profile). */
  fullWidth?: boolean;
  /** Leaves the app for the provider; tests pass a spy. */
  go?: (url: string) => void;
};

/** Where a sign-in page's "Continue with …" leads: the server starts the sign-in (state, PKCE). */
export const socialStartPath = (provider: SocialProvider): string => `/api/auth/social/${provider}/start`;

/**
 * One button per configured provider (GET /auth/social/providers). Nothing at all while that is
 * unknown, failed, or when no provider is configured: hidden, never broken. On a sign-in page the
 * server drew, each is a link to the server's start of the sign-in (no script needed); in the app
 * (connecting a provider) the browser makes the PKCE pair.
 */
export function SocialButtons({
  purpose,
  label,
  failedMessage,
  header,
  fullWidth = true,
  go,
}: SocialButtonsProps) {
  const providers = useQuery(socialProvidersQuery());
  const onFormPage = useFormPage() !== null;
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const configured = configuredProviders(providers.data);
  if (configured.length === 0) return null;

  const handleStart = async (provider: SocialProvider) => {
    const found = configured.find((entry) => entry.provider === provider);
    if (!found) return;
    setStarting(provider);
    try {
      await startSocialAuth(provider, found.settings, purpose, go ? { go } : {});
    } catch (error) {
      console.error(error);
      toast.error(failedMessage);
      setStarting(null);
    }
  };

  return (
    <Stack gap="sm" align={fullWidth ? 'stretch' : 'flex-start'}>
      {header}
      {onFormPage &&
        configured.map(({ provider }) => (
          <Button
            key={provider}
            component="a"
            href={socialStartPath(provider)}
            variant="default"
            fullWidth={fullWidth}
            leftSection={<ProviderIcon provider={provider} />}
          >
            {label(PROVIDER_NAMES[provider])}
          </Button>
        ))}
      {!onFormPage &&
        configured.map(({ provider }) => (
          <Button
            key={provider}
            variant="default"
            fullWidth={fullWidth}
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

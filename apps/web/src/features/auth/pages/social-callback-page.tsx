import type { SocialSignInInput } from '@hirelane/contract/auth';
import type { SocialProvider } from '@hirelane/contract/constants';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { returnPath } from '../../../shared/session/return-path.ts';
import { getSession } from '../../../shared/session/session-store.ts';
import { takeSocialAttempt } from '../../../shared/social-auth/social-attempt.ts';
import { PROVIDER_NAMES } from '../../../shared/social-auth/social-providers.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { linkSocialAccount } from '../api/link-social-account.ts';
import { checkCallback, providerFromPath, readCallbackParams } from '../model/social-callback.ts';

/** `connecting`: this tab had sent the user to connect the provider (its way back is the profile). */
type CallbackView =
  | { kind: 'working' }
  | { kind: 'denied' | 'invalid'; connecting: boolean }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

/**
 * `/google/auth/callback` and `/facebook/auth/callback` when the app answers them: a signed-in user
 * returning from connecting a provider (the server answers a sign-in's return itself). The stored
 * PKCE data and state are forgotten before anything else (single use); only a reply with the state
 * this tab sent is posted to the server. The route is public, so this page sends a signed-in user
 * who is not connecting one on itself.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const provider = providerFromPath(location.pathname);
  const providerName = provider ? PROVIDER_NAMES[provider] : '';
  const [view, setView] = useState<CallbackView>({ kind: 'working' });
  // React's development double effects must not post the one-time code twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const attempt = takeSocialAttempt();
    const { isAuthenticated } = getSession();
    if (isAuthenticated && !attempt) {
      navigate(returnPath(), { replace: true });
      return;
    }
    const verdict = checkCallback(provider, readCallbackParams(location.search), attempt);
    if (verdict.kind !== 'exchange' || !provider) {
      setView({ kind: verdict.kind === 'denied' ? 'denied' : 'invalid', connecting: attempt !== null });
      return;
    }
    if (!isAuthenticated) {
      setView({ kind: 'signed-out' });
      return;
    }
    const connect = async (input: SocialSignInInput, from: SocialProvider) => {
      try {
        const { message } = await linkSocialAccount(from, input);
        toast.success(message);
        navigate('/account/profile', { replace: true });
      } catch (error) {
        setView({ kind: 'failed', message: errorMessage(error, t('socialCallback.linkFailed')) });
      }
    };
    void connect(verdict.input, provider);
  }, [location.search, navigate, provider, t]);

  if (view.kind === 'working') {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text>{t('socialCallback.linking', { provider: providerName })}</Text>
        </Stack>
      </Center>
    );
  }

  const toProfile = view.kind === 'failed' || (view.kind !== 'signed-out' && view.connecting);
  const back = toProfile ? (
    <Button component={Link} to="/account/profile" replace>
      {t('socialCallback.backToProfile')}
    </Button>
  ) : (
    <Button component={Link} to="/login" reloadDocument replace>
      {t('socialCallback.back')}
    </Button>
  );

  const texts = {
    denied: {
      title: t('socialCallback.deniedTitle'),
      body: t('socialCallback.deniedBody', { provider: providerName }),
    },
    invalid: { title: t('socialCallback.invalidTitle'), body: t('socialCallback.invalidBody') },
    'signed-out': { title: t('socialCallback.signedOutTitle'), body: t('socialCallback.signedOutBody') },
    failed: { title: t('socialCallback.linkFailedTitle', { provider: providerName }), body: '' },
  }[view.kind];

  return (
    <Stack gap="xl">
      <PageHeading title={texts.title} focusOnMount />
      {view.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {view.message}
        </Alert>
      ) : (
        <Text>{texts.body}</Text>
      )}
      <Group justify="flex-end">{back}</Group>
    </Stack>
  );
}

import type { SocialSignInInput } from '@hirelane/contract/auth';
import type { SocialProvider } from '@hirelane/contract/constants';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { returnPath } from '../../../shared/session/return-path.ts';
import { getSession, startSession } from '../../../shared/session/session-store.ts';
import type { SocialPurpose } from '../../../shared/social-auth/social-attempt.ts';
import { takeSocialAttempt } from '../../../shared/social-auth/social-attempt.ts';
import { PROVIDER_NAMES } from '../../../shared/social-auth/social-providers.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { linkSocialAccount, socialSignIn } from '../api/social-sign-in.ts';
import { checkCallback, providerFromPath, readCallbackParams } from '../model/social-callback.ts';

type CallbackView =
  | { kind: 'working'; purpose: SocialPurpose }
  | { kind: 'denied'; purpose: SocialPurpose }
  | { kind: 'invalid'; purpose: SocialPurpose }
  | { kind: 'signed-out'; purpose: SocialPurpose }
  | { kind: 'failed'; purpose: SocialPurpose; message: string };

/**
 * `/google/auth/callback` and `/facebook/auth/callback`: the provider's return. The stored PKCE
 * data and state are forgotten before anything else (single use); only a reply with the state this
 * tab sent is posted to the server. Signing in is for visitors; connecting (purpose "link") is for a
 * signed-in user, so the route is public and this page applies the guest rule itself.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const provider = providerFromPath(location.pathname);
  const providerName = provider ? PROVIDER_NAMES[provider] : '';
  const [view, setView] = useState<CallbackView>({ kind: 'working', purpose: 'sign-in' });
  // React's development double effects must not post the one-time code twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const attempt = takeSocialAttempt();
    const { isAuthenticated } = getSession();
    if (isAuthenticated && attempt?.purpose !== 'link') {
      navigate(returnPath(), { replace: true });
      return;
    }
    const verdict = checkCallback(provider, readCallbackParams(location.search), attempt);
    if (verdict.kind !== 'exchange' || !provider) {
      setView({ kind: verdict.kind === 'denied' ? 'denied' : 'invalid', purpose: verdict.purpose });
      return;
    }
    if (verdict.purpose === 'link' && !isAuthenticated) {
      setView({ kind: 'signed-out', purpose: 'link' });
      return;
    }
    setView({ kind: 'working', purpose: verdict.purpose });
    const finish = async (input: SocialSignInInput, purpose: SocialPurpose, from: SocialProvider) => {
      if (purpose === 'link') {
        try {
          const { message } = await linkSocialAccount(from, input);
          toast.success(message);
          navigate('/account/profile', { replace: true });
        } catch (error) {
          setView({ kind: 'failed', purpose, message: errorMessage(error, t('socialCallback.linkFailed')) });
        }
        return;
      }
      try {
        startSession(await socialSignIn(from, input));
        navigate(returnPath(), { replace: true });
      } catch (error) {
        setView({ kind: 'failed', purpose, message: errorMessage(error, FALLBACK_ERRORS.login) });
      }
    };
    void finish(verdict.input, verdict.purpose, provider);
  }, [location.search, navigate, provider, t]);

  if (view.kind === 'working') {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text>
            {view.purpose === 'link'
              ? t('socialCallback.linking', { provider: providerName })
              : t('socialCallback.signingIn', { provider: providerName })}
          </Text>
        </Stack>
      </Center>
    );
  }

  const back =
    view.purpose === 'link' && view.kind !== 'signed-out' ? (
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
    failed: {
      title:
        view.purpose === 'link'
          ? t('socialCallback.linkFailedTitle', { provider: providerName })
          : t('socialCallback.failedTitle', { provider: providerName }),
      body: '',
    },
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

import type { SocialProvider, SocialSignInInput } from '@hirelane/contract/auth';
import type { Language } from '@hirelane/contract/constants';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/security/random.ts';
import { SESSION_ENDED } from './auth.errors.ts';
import type { AuthServiceDeps } from './auth.service.ts';
import type { createSessionService } from './session.service.ts';

type IssueSession = ReturnType<typeof createSessionService>['issueSession'];

/** Google and Facebook: sign-in (or sign-up) by provider + subject, and connecting a provider. */
export const createSocialSignInService = (deps: AuthServiceDeps, issueSession: IssueSession) => {
  const { repo, clock, publicUrl, log, social } = deps;
  const providerLabel = (provider: SocialProvider) => (provider === 'google' ? 'Google' : 'Facebook');
  const callbackUrl = (provider: SocialProvider) =>
    new URL(`/${provider}/auth/callback`, publicUrl).toString();

  return {
    /**
     * Signs in with Google or Facebook exactly like a password login. Users are found by provider
     * + subject; an e-mail that belongs to an existing account is never merged silently.
     */
    signInWithProvider: async (provider: SocialProvider, input: SocialSignInInput, locale: Language) => {
      const identity = await social.resolve(provider, input.code, input.codeVerifier, callbackUrl(provider));
      let userId = await repo.findUserIdBySocial(provider, identity.subject);
      if (!userId) {
        if (!identity.email) {
          throw new AppError(
            400,
            'SOCIAL_SIGN_IN_FAILED',
            `Hirelane needs your e-mail address. Let ${providerLabel(provider)} share it and try again.`,
          );
        }
        if (await repo.findUserByEmail(identity.email)) {
          throw new AppError(
            409,
            'SOCIAL_EMAIL_IN_USE',
            `You already have an account with ${identity.email}. Sign in with your password, then connect ${providerLabel(provider)} from your profile.`,
          );
        }
        userId = newId();
        const now = clock.now();
        await repo.insertSocialUser({
          id: userId,
          email: identity.email,
          firstName: identity.firstName || identity.email.split('@')[0] || 'Hirelane',
          lastName: identity.lastName,
          locale,
          emailVerified: identity.emailVerified,
          now,
        });
        await repo.linkSocial({ provider, subject: identity.subject, userId, email: identity.email, now });
      }
      const user = await repo.findUserById(userId);
      if (!user) throw SESSION_ENDED;
      log.info({ userId, provider }, 'signed in with a provider');
      return { ...(await issueSession(user)), hideLoginGuide: user.hideLoginGuide };
    },

    /** Connects a provider account to the signed-in user (the way to link after a password sign-in). */
    linkProvider: async (
      userId: string,
      provider: SocialProvider,
      input: SocialSignInInput,
    ): Promise<string> => {
      const identity = await social.resolve(provider, input.code, input.codeVerifier, callbackUrl(provider));
      const owner = await repo.findUserIdBySocial(provider, identity.subject);
      if (owner && owner !== userId) {
        throw new AppError(
          409,
          'CONFLICT',
          `This ${providerLabel(provider)} account is connected to another Hirelane account`,
        );
      }
      if (!owner) {
        await repo.linkSocial({
          provider,
          subject: identity.subject,
          userId,
          email: identity.email,
          now: clock.now(),
        });
      }
      return `${providerLabel(provider)} is connected. You can sign in with it from now on.`;
    },
  };
};

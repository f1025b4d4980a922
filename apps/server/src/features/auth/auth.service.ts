import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SocialIdentityResolver } from '../../platform/oauth/social-identity.ts';
import type { TokenSigner } from '../../platform/security/jwt.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { createAccountService } from './account.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import { createSessionService } from './session.service.ts';
import { createSocialSignInService } from './social-sign-in.service.ts';

export type AuthServiceDeps = {
  repo: AuthRepository;
  mailer: Mailer;
  clock: Clock;
  signer: TokenSigner;
  /** Key for hashing one-time codes. */
  codeKey: string;
  files: FileStore;
  social: SocialIdentityResolver;
  publicUrl: URL;
  log: FastifyBaseLogger;
};

/** Accounts, sessions and social sign-in, as one service for the routes. */
export const createAuthService = (deps: AuthServiceDeps) => {
  const { issueSession, ...session } = createSessionService(deps);
  return {
    ...createAccountService(deps),
    ...session,
    ...createSocialSignInService(deps, issueSession),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

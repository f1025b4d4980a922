import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createSocialIdentityResolver } from '../../platform/oauth/social-identity.ts';
import { hmac } from '../../platform/security/random.ts';
import { createAccountRepository } from './account.repository.ts';
import { createAccountService } from './account.service.ts';
import { addAuthPages } from './auth.pages.ts';
import { authLimits, authRoutes } from './auth.routes.ts';
import { createSessionRepository } from './session.repository.ts';
import { createSessionService } from './session.service.ts';
import { socialProviders } from './social-providers.ts';
import { createSocialStart } from './social-start.ts';

/**
 * Accounts (sign-up, codes, passwords, deletion) and sessions (sign-in, refresh, social sign-in),
 * and the sign-in, sign-up and forgotten-password pages.
 */
export const authModule: FeatureModule = {
  name: 'auth',
  register: async (api, { db, units, clock, config, files, mail, signer, jwtSecret, log, pages }) => {
    const repos = { accounts: createAccountRepository(db), sessions: createSessionRepository(db) };
    const accounts = createAccountService({
      ...repos,
      mailer: mail,
      clock,
      codeKey: hmac(jwtSecret, 'one-time-codes'),
      files,
      publicUrl: config.publicUrl,
      log,
      transaction: units.transaction,
    });
    const sessions = createSessionService({
      ...repos,
      clock,
      signer,
      social: createSocialIdentityResolver(config.social),
      publicUrl: config.publicUrl,
      log,
    });
    const providers = socialProviders(config);
    // The API routes and the pages' forms that make the same calls count against the same limits.
    const limits = authLimits(api);
    const socialStart = createSocialStart(config);
    await api.register(authRoutes, {
      socialStart,
      accounts,
      sessions,
      publicUrl: config.publicUrl,
      clock,
      providers,
      limits,
    });
    addAuthPages(pages, {
      accounts,
      sessions,
      providers,
      limits,
      publicUrl: config.publicUrl,
      clock,
      socialStart,
    });
  },
};

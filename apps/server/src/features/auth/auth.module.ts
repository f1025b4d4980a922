import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createSocialIdentityResolver } from '../../platform/oauth/social-identity.ts';
import { hmac } from '../../platform/security/random.ts';
import { createAccountRepository } from './account.repository.ts';
import { createAccountService } from './account.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createSessionRepository } from './session.repository.ts';
import { createSessionService } from './session.service.ts';
import { socialProviders } from './social-providers.ts';

/** Accounts (sign-up, codes, passwords, deletion) and sessions (sign-in, refresh, social sign-in). */
export const authModule: FeatureModule = {
  name: 'auth',
  register: async (api, { db, units, clock, config, files, mail, signer, jwtSecret, log }) => {
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
    await api.register(authRoutes, {
      accounts,
      sessions,
      publicUrl: config.publicUrl,
      clock,
      providers: socialProviders(config),
    });
  },
};

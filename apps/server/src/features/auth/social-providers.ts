import type { Config } from '../../config.ts';

/** What the web app needs to start a social sign-in: never the secret. */
export const socialProviders = (config: Config) => {
  const settings = (provider: 'google' | 'facebook') => {
    const found = config.social[provider];
    return found ? { clientId: found.clientId, authorizeUrl: found.authorizeUrl, scope: found.scope } : null;
  };
  return { google: settings('google'), facebook: settings('facebook') };
};

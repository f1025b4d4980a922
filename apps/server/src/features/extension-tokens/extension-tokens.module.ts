import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { extensionInstallRoutes, registerExtensionDownload } from './extension-install.routes.ts';
import { createExtensionInstall } from './extension-install.service.ts';
import { createExtensionTokenRepository } from './extension-tokens.repository.ts';
import { extensionTokenRoutes } from './extension-tokens.routes.ts';
import { createExtensionTokenService } from './extension-tokens.service.ts';

/**
 * The browser extension: where to get it (store listings, the packed build at the site's root) and
 * its narrow tokens, issued to the signed-in app, listed and revoked.
 */
export const extensionTokensModule: FeatureModule = {
  name: 'extension-tokens',
  register: async (api, { app, db, clock, config }) => {
    const install = createExtensionInstall(config.extension);
    await api.register(extensionInstallRoutes, { install });
    registerExtensionDownload(app, { install });
    const tokens = createExtensionTokenService({ repo: createExtensionTokenRepository(db), clock });
    await api.register(extensionTokenRoutes, { tokens });
  },
};

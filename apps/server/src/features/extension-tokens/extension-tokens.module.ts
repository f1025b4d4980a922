import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createExtensionTokenRepository } from './extension-tokens.repository.ts';
import { extensionTokenRoutes } from './extension-tokens.routes.ts';
import { createExtensionTokenService } from './extension-tokens.service.ts';

/** The browser extension's narrow tokens: issued to the signed-in app, listed and revoked. */
export const extensionTokensModule: FeatureModule = {
  name: 'extension-tokens',
  register: async (api, { db, clock }) => {
    const tokens = createExtensionTokenService({ repo: createExtensionTokenRepository(db), clock });
    await api.register(extensionTokenRoutes, { tokens });
  },
};

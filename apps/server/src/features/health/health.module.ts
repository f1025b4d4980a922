import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { healthRoutes } from './health.routes.ts';
import { publicConfigRoutes } from './public-config.routes.ts';

/** Liveness, readiness and the installation's public settings. */
export const healthModule: FeatureModule = {
  name: 'health',
  register: async (api, { db, config, model }) => {
    await api.register(healthRoutes, { db });
    await api.register(publicConfigRoutes, { analytics: config.analytics, ai: model !== null });
  },
};

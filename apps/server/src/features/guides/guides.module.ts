import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createGuidesRepository } from './guides.repository.ts';
import { guidesRoutes } from './guides.routes.ts';
import { createGuidesService } from './guides.service.ts';

/** The first-run path: its state, its steps done (from data or marked) and the closed guides. */
export const guidesModule: FeatureModule = {
  name: 'guides',
  register: async (api, { db, clock }) => {
    await api.register(guidesRoutes, {
      guides: createGuidesService({ repo: createGuidesRepository(db), clock }),
    });
  },
};

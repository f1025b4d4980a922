import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createGuidesRepository } from './guides.repository.ts';
import { guidesRoutes } from './guides.routes.ts';
import { createGuidesService } from './guides.service.ts';

/** Which first-use guides the user has finished. */
export const guidesModule: FeatureModule = {
  name: 'guides',
  register: async (api, { db, clock }) => {
    await api.register(guidesRoutes, {
      guides: createGuidesService({ repo: createGuidesRepository(db), clock }),
    });
  },
};

import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** The account holder's profile and photo. */
export const profileModule: FeatureModule = {
  name: 'profile',
  register: async (api, { db, files, clock }) => {
    await api.register(profileRoutes, {
      profile: createProfileService({ repo: createProfileRepository(db), files, clock }),
    });
  },
};

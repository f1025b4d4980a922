import { routesModule } from '../../platform/http/feature-module.ts';
import { createProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** The account holder's profile and photo. */
export const profileModule = routesModule('profile', profileRoutes, ({ db, files, clock }) => ({
  profile: createProfileService({ repo: createProfileRepository(db), files, clock }),
}));

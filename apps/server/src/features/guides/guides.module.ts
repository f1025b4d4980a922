import { routesModule } from '../../platform/http/feature-module.ts';
import { createGuidesRepository } from './guides.repository.ts';
import { guidesRoutes } from './guides.routes.ts';
import { createGuidesService } from './guides.service.ts';

/** The first-run path: its state, its steps done (from data or marked) and the closed guides. */
export const guidesModule = routesModule('guides', guidesRoutes, ({ db, clock }) => ({
  guides: createGuidesService({ repo: createGuidesRepository(db), clock }),
}));

import { type FeatureContext, type FeatureModule, routesModule } from '../../platform/http/feature-module.ts';
import { createEndorsementsRepository } from './endorsements.repository.ts';
import { endorsementRoutes, endorserLimits, publicEndorsementRoutes } from './endorsements.routes.ts';
import { createEndorsementsService } from './endorsements.service.ts';
import { addEndorserPage } from './endorser.page.ts';

const endorsementsOf = ({ db, mail, clock, config, units }: FeatureContext) =>
  createEndorsementsService({
    repo: createEndorsementsRepository(db),
    mailer: mail,
    clock,
    publicUrl: config.publicUrl,
    transaction: units.transaction,
  });

/** Asking people for endorsements, and choosing which the CV shows. */
export const endorsementsModule = routesModule('endorsements', endorsementRoutes, (context) => ({
  endorsements: endorsementsOf(context),
}));

/**
 * What an endorser answers on (no account): the public calls and their server-rendered page. A
 * module of its own so the API reference lists the calls where it always has, after sharing and
 * guides.
 */
export const endorserPagesModule: FeatureModule = {
  name: 'endorser-pages',
  register: async (api, context) => {
    const endorsements = endorsementsOf(context);
    // The API routes and the page's form that make the same calls count against the same limits.
    const limits = endorserLimits(api);
    await api.register(publicEndorsementRoutes, { endorsements, limits });
    addEndorserPage(context.pages, { endorsements, limits });
  },
};

import type { FeatureContext, FeatureModule } from '../../platform/http/feature-module.ts';
import { createEndorsementsRepository } from './endorsements.repository.ts';
import { endorsementRoutes, publicEndorsementRoutes } from './endorsements.routes.ts';
import { createEndorsementsService } from './endorsements.service.ts';

const endorsementsOf = ({ db, mail, clock, config, units }: FeatureContext) =>
  createEndorsementsService({
    repo: createEndorsementsRepository(db),
    mailer: mail,
    clock,
    publicUrl: config.publicUrl,
    transaction: units.transaction,
  });

/** Asking people for endorsements, and choosing which the CV shows. */
export const endorsementsModule: FeatureModule = {
  name: 'endorsements',
  register: async (api, context) => {
    await api.register(endorsementRoutes, { endorsements: endorsementsOf(context) });
  },
};

/**
 * The pages an endorser answers on (no account). A module of its own so the API reference lists
 * them where it always has, after sharing and guides.
 */
export const endorserPagesModule: FeatureModule = {
  name: 'endorser-pages',
  register: async (api, context) => {
    await api.register(publicEndorsementRoutes, { endorsements: endorsementsOf(context) });
  },
};

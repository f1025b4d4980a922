import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobMatchRepository } from './job-match.repository.ts';
import { jobMatchRoutes } from './job-match.routes.ts';
import { createJobMatchService } from './job-match.service.ts';

/** How the main CV meets a job's ad: requirements read from the ad, matched, missing and a score. */
export const jobMatchModule: FeatureModule = {
  name: 'job-match',
  register: async (api, { db, clock, model }) => {
    await api.register(jobMatchRoutes, {
      jobMatches: createJobMatchService({ repo: createJobMatchRepository(db), clock, model }),
    });
  },
};

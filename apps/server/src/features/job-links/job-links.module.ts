import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createSafeFetch } from '../../platform/net/safe-fetch.ts';
import { createJobLinksRepository } from './job-links.repository.ts';
import { jobLinksRoutes } from './job-links.routes.ts';
import { createJobLinksService } from './job-links.service.ts';

/** A job read from the link to its ad, or from its page, and whether the board has it already. */
export const jobLinksModule: FeatureModule = {
  name: 'job-links',
  register: async (api, { config, db }) => {
    await api.register(jobLinksRoutes, {
      jobLinks: createJobLinksService({
        fetchPage: createSafeFetch({ allowPrivate: config.fetchAllowPrivate }),
        repo: createJobLinksRepository(db),
      }),
    });
  },
};

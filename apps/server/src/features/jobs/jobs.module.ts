import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { createJobsService } from './jobs.service.ts';

/** The job board: lanes, order, pins, interviews and attachments. */
export const jobsModule: FeatureModule = {
  name: 'jobs',
  register: async (api, { db, files, clock }) => {
    await api.register(jobsRoutes, {
      jobs: createJobsService({ repo: createJobsRepository(db), files, clock }),
    });
  },
};

import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { createJobsService, jobBoardActions } from './jobs.service.ts';

/** The job board: lanes, order, pins, interviews and attachments. */
export const jobsModule: FeatureModule = {
  name: 'jobs',
  register: async (api, { db, units, files, clock, jobBoard }) => {
    const repo = createJobsRepository(db);
    const jobs = createJobsService({ repo, files, clock, transaction: units.transaction });
    // Other features change the board through the same rules (the inbox's suggestions).
    jobBoard.provide(jobBoardActions(jobs, { repo, clock, transaction: units.transaction }));
    await api.register(jobsRoutes, { jobs });
  },
};

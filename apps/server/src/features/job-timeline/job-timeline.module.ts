import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobTimelineRepository } from './job-timeline.repository.ts';
import { jobTimelineRoutes } from './job-timeline.routes.ts';
import { createJobTimelineService } from './job-timeline.service.ts';

/** A job's story, oldest first. */
export const jobTimelineModule: FeatureModule = {
  name: 'job-timeline',
  register: async (api, { db }) => {
    await api.register(jobTimelineRoutes, {
      timeline: createJobTimelineService({ repo: createJobTimelineRepository(db) }),
    });
  },
};

import { routesModule } from '../../platform/http/feature-module.ts';
import { createJobTimelineRepository } from './job-timeline.repository.ts';
import { jobTimelineRoutes } from './job-timeline.routes.ts';
import { createJobTimelineService } from './job-timeline.service.ts';

/** A job's story, oldest first. */
export const jobTimelineModule = routesModule('job-timeline', jobTimelineRoutes, ({ db }) => ({
  timeline: createJobTimelineService({ repo: createJobTimelineRepository(db) }),
}));

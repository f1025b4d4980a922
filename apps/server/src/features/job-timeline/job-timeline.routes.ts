import { jobTimelineResponse } from '@hirelane/contract/job-timeline';
import { jobIdParams } from '@hirelane/contract/jobs';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { JobTimelineService } from './job-timeline.service.ts';

export const jobTimelineRoutes = signedInRoutes((r, { timeline }: { timeline: JobTimelineService }) => {
  r.get('/jobs/:id/timeline', takes({ params: jobIdParams }, jobTimelineResponse, [401, 404]), (request) =>
    timeline.timeline(request.userId, request.params.id),
  );
});

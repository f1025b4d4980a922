import { messageResponse } from '@hirelane/contract/common';
import { firstRunStateBody, firstRunStepBody, type Guide, guidesResponse } from '@hirelane/contract/guides';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import type { GuidesService } from './guides.service.ts';

/** The older "guide complete" calls, one per screen and one for the login guide. */
const COMPLETE_ROUTES: Record<string, Guide> = {
  '/jobs/guide/complete': 'job',
  '/cv/general/guide/complete': 'cv',
  '/cv/public-profile/guide/complete': 'publicProfile',
  '/auth/guide/complete': 'login',
};

export const guidesRoutes = signedInRoutes((r, { guides }: { guides: GuidesService }) => {
  r.get('/guides', answers(guidesResponse, [401]), (request) => guides.get(request.userId));
  r.put('/guides/first-run', takes({ body: firstRunStateBody }, guidesResponse, [400, 401]), (request) =>
    guides.setState(request.userId, request.body.state),
  );
  r.put('/guides/first-run/done', takes({ body: firstRunStepBody }, guidesResponse, [400, 401]), (request) =>
    guides.markDone(request.userId, request.body.step),
  );
  for (const [path, guide] of Object.entries(COMPLETE_ROUTES)) {
    r.put(path, answers(messageResponse, [401]), (request) => guides.complete(request.userId, guide));
  }
});

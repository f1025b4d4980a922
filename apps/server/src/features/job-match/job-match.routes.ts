import { jobMatch, jobMatchScores } from '@hirelane/contract/job-match';
import { jobIdParams } from '@hirelane/contract/jobs';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import type { JobMatchService } from './job-match.service.ts';
import type { MatchScoresService } from './scores/match-scores.service.ts';

type Deps = { jobMatches: JobMatchService; scores: MatchScoresService };

export const jobMatchRoutes = signedInRoutes((r, { jobMatches, scores }: Deps) => {
  r.get(
    '/jobs/matches',
    { config: limitPer(120, MINUTE, 'user'), ...answers(jobMatchScores, [401, 429]) },
    (request) => scores.scores(request.userId),
  );
  r.get('/jobs/:id/match', takes({ params: jobIdParams }, jobMatch, [401, 404]), (request) =>
    jobMatches.match(request.userId, request.params.id, requestLocale(request)),
  );
});

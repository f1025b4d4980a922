import { loadCvSnapshot } from '../../platform/cv/cv-snapshot.ts';
import { createTailoredVersions } from '../../platform/cv/tailored-versions.ts';
import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobMatchRepository } from './job-match.repository.ts';
import { jobMatchRoutes } from './job-match.routes.ts';
import { createJobMatchService } from './job-match.service.ts';
import { readAdOffline } from './requirements/read-ad-offline.ts';
import { createMatchScoresService } from './scores/match-scores.service.ts';
import { tailoredCvRoutes } from './tailored/tailored-cv.routes.ts';
import { createTailoredCvService } from './tailored/tailored-cv.service.ts';

/**
 * How the main CV meets a job's ad (requirements read from the ad, matched, missing and a score),
 * every job's score at once for the board's cards,
 * and the job's tailored version of the CV, which puts the skills the ad asks for first.
 */
export const jobMatchModule: FeatureModule = {
  name: 'job-match',
  register: async (api, { db, clock, model, jobAds }) => {
    jobAds.provide(readAdOffline);
    const repo = createJobMatchRepository(db);
    const jobMatches = createJobMatchService({ repo, clock, model });
    const scores = createMatchScoresService({ repo, clock });
    await api.register(jobMatchRoutes, { jobMatches, scores });
    const tailored = createTailoredCvService({
      versions: createTailoredVersions(db),
      loadCv: (userId) => loadCvSnapshot(db, userId),
      ownsJob: async (userId, jobId) => (await repo.ad(userId, jobId)) !== undefined,
      match: jobMatches.match,
      clock,
    });
    await api.register(tailoredCvRoutes, { tailored });
  },
};

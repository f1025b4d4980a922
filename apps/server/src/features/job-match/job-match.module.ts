import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobMatchRepository } from './job-match.repository.ts';
import { jobMatchRoutes } from './job-match.routes.ts';
import { createJobMatchService } from './job-match.service.ts';
import { createSkillsAskedFor } from './match/skills-asked-for.ts';
import { readAdOffline } from './requirements/read-ad-offline.ts';
import { createMatchScoresService } from './scores/match-scores.service.ts';

/**
 * How the main CV meets a job's ad (requirements read from the ad, matched, missing and a score),
 * and every job's score at once for the board's cards. It provides the app's reader of job ads,
 * which also tells the tailored CV which skills the ad asks for.
 */
export const jobMatchModule: FeatureModule = {
  name: 'job-match',
  register: async (api, { db, clock, model, jobAds }) => {
    const repo = createJobMatchRepository(db);
    const jobMatches = createJobMatchService({ repo, clock, model });
    jobAds.provide({ read: readAdOffline, skillsAskedFor: createSkillsAskedFor(jobMatches.match) });
    const scores = createMatchScoresService({ repo, clock });
    await api.register(jobMatchRoutes, { jobMatches, scores });
  },
};

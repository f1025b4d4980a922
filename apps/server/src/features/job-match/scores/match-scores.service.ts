import { createHash } from 'node:crypto';
import type { JobMatchScores, JobRequirement } from '@hirelane/contract/job-match';
import { createLru } from '../../../platform/cache/lru.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { JobMatchRepository } from '../job-match.repository.ts';
import { type CvEvidence, cvEvidence } from '../match/cv-evidence.ts';
import { matchCv } from '../match/match-cv.ts';
import { type AdPhrase, adPhrases, sharedPhrases } from '../match/shared-phrases.ts';
import { readAdOffline } from '../requirements/read-ad-offline.ts';
import { mergeRequirements } from '../requirements/requirement.ts';
import { vocabulary } from '../vocabulary/vocabulary.ts';

/** How many users' last scores, and how many ads' requirements, one process keeps. */
export const SCORE_CACHE_USERS = 500;
export const READING_CACHE_ADS = 5000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** An ad as the built-in reader reads it: its requirements, and phrases a CV may share with it. */
type Reading = { requirements: JobRequirement[]; phrases: AdPhrase[][] };

/**
 * A job's score as its own match counts it (with the phrases the ad and the CV share): null without
 * a description or without a requirement.
 */
export const scoreOf = (reading: Reading, evidence: CvEvidence): number | null => {
  const shared = sharedPhrases(reading.phrases, evidence, reading.requirements);
  const requirements = mergeRequirements([...reading.requirements, ...shared]);
  return requirements.length === 0 ? null : matchCv(requirements, evidence).score;
};

/**
 * Every job's match score in one answer, for the board's cards. Reading an ad is the costly part
 * and depends on its text alone, so readings are kept per text. A user's scores are kept until
 * their board's version (in the database, bumped by every change of a job), their CV's content or
 * the day changes, so every process agrees on when they are stale.
 */
export const createMatchScoresService = ({ repo, clock }: { repo: JobMatchRepository; clock: Clock }) => {
  const readings = createLru<string, Reading>(READING_CACHE_ADS);
  const boards = createLru<string, { key: string; scores: JobMatchScores }>(SCORE_CACHE_USERS);

  const readingOf = (description: string): Reading => {
    const key = sha256(description);
    const cached = readings.get(key);
    if (cached) return cached;
    const read = { requirements: readAdOffline(description), phrases: adPhrases(description, vocabulary()) };
    readings.set(key, read);
    return read;
  };

  return {
    scores: async (userId: string): Promise<JobMatchScores> => {
      const [version, cv] = await Promise.all([repo.boardVersion(userId), repo.cv(userId)]);
      const now = clock.now();
      const key = `${version}|${now.toISOString().slice(0, 10)}|${sha256(JSON.stringify(cv))}`;
      const cached = boards.get(userId);
      if (cached?.key === key) return cached.scores;
      const evidence = cvEvidence(cv, vocabulary(), now);
      const ads = await repo.ads(userId);
      const matches = ads.map(({ jobId, description }) => {
        const text = description?.trim() ?? '';
        return { jobId, score: text ? scoreOf(readingOf(text), evidence) : null };
      });
      const scores = { matches };
      boards.set(userId, { key, scores });
      return scores;
    },
  };
};

export type MatchScoresService = ReturnType<typeof createMatchScoresService>;

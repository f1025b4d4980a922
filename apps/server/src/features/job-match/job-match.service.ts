import type { Language } from '@hirelane/contract/constants';
import type { JobMatch, JobRequirement } from '@hirelane/contract/job-match';
import { type ChatModel, ChatModelError } from '../../platform/ai/chat-model.ts';
import type { Clock } from '../../platform/clock.ts';
import { orNotFound } from '../../platform/http/app-error.ts';
import type { JobMatchRepository } from './job-match.repository.ts';
import { cvEvidence } from './match/cv-evidence.ts';
import { matchCv } from './match/match-cv.ts';
import { adPhrases, sharedPhrases } from './match/shared-phrases.ts';
import { readRequirementsWithModel } from './model/model-requirements.ts';
import { readAdOffline } from './requirements/read-ad-offline.ts';
import { mergeRequirements } from './requirements/requirement.ts';
import { vocabulary } from './vocabulary/vocabulary.ts';
import { matchWords } from './words/words-of.ts';

export type JobMatchDeps = {
  repo: JobMatchRepository;
  clock: Clock;
  /** The configured model, if any; without one (or when it fails) the built-in reader reads the ad. */
  model?: ChatModel | null | undefined;
};

type Reading = { requirements: JobRequirement[]; engine: JobMatch['engine']; notice: string | null };

export const createJobMatchService = ({ repo, clock, model }: JobMatchDeps) => {
  /** The ad's requirements, named in the reader's language (`locale`) whatever the ad's own. */
  const readAd = async (description: string, locale: Language): Promise<Reading> => {
    const offline = () => readAdOffline(description, locale);
    if (!model) return { requirements: offline(), engine: 'offline', notice: null };
    try {
      const requirements = await readRequirementsWithModel(model, description, locale, vocabulary());
      return { requirements, engine: 'model', notice: null };
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      return {
        requirements: offline(),
        engine: 'offline',
        notice: matchWords(locale).modelFallback[error.reason],
      };
    }
  };

  return {
    /** How the user's main CV meets their job's ad; another user's job is not found. */
    match: async (userId: string, jobId: string, locale: Language): Promise<JobMatch> => {
      const ad = await orNotFound(repo.ad(userId, jobId), 'This job does not exist or was deleted');
      const words = matchWords(locale);
      const description = ad.description?.trim() ?? '';
      const empty = { score: null, matched: [], missing: [], requirements: [] };
      if (!description)
        return {
          ...empty,
          explanation: words.noDescription,
          reason: 'no-description',
          engine: 'offline',
          notice: null,
        };
      const { requirements: read, engine, notice } = await readAd(description, locale);
      const evidence = cvEvidence(await repo.cv(userId), vocabulary(), clock.now());
      const shared = sharedPhrases(adPhrases(description, vocabulary()), evidence, read);
      const requirements = mergeRequirements([...read, ...shared]);
      if (requirements.length === 0)
        return { ...empty, explanation: words.noRequirements, reason: 'no-requirements', engine, notice };
      const result = matchCv(requirements, evidence);
      return {
        score: result.score,
        explanation: words.explanation(result.count),
        reason: null,
        matched: result.matched,
        missing: result.missing,
        requirements,
        engine,
        notice,
      };
    },
  };
};

export type JobMatchService = ReturnType<typeof createJobMatchService>;

import type { Language } from '@hirelane/contract/constants';
import type { JobMatch } from '@hirelane/contract/job-match';
import { readRequirementsOffline } from '../requirements/offline-requirements.ts';
import { vocabulary } from '../vocabulary/vocabulary.ts';

const SKILL_KINDS = new Set(['skill', 'tool']);
const normal = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The CV's skills that meet a skill the ad asks for: by name, or as the same skill under another
 * name (the match's own vocabulary reads each skill, so "Postgres" meets "PostgreSQL").
 */
export const createSkillsAskedFor =
  (match: (userId: string, jobId: string, locale: Language) => Promise<JobMatch>) =>
  async (userId: string, jobId: string, skills: readonly string[], locale: Language): Promise<string[]> => {
    const { matched } = await match(userId, jobId, locale);
    const wanted = new Set(
      matched
        .filter((item) => SKILL_KINDS.has(item.kind))
        .flatMap((item) => [normal(item.id), normal(item.name)]),
    );
    if (wanted.size === 0) return [];
    return skills.filter(
      (skill) =>
        wanted.has(normal(skill)) ||
        readRequirementsOffline(skill, locale, vocabulary()).some((read) => wanted.has(normal(read.id))),
    );
  };

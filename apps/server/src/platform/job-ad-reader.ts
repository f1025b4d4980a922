import type { Language } from '@hirelane/contract/constants';
import type { JobRequirement } from '@hirelane/contract/job-match';

/** Reads what a job's ad asks for, each requirement named in `language` (the reader's). */
export type AdReader = (adText: string, language: Language) => JobRequirement[];

/**
 * Which of the given CV skills meet a skill the user's job's ad asks for, by name or as the same
 * skill under another name; in the CV's own order.
 */
export type SkillsAskedFor = (
  userId: string,
  jobId: string,
  skills: readonly string[],
  language: Language,
) => Promise<string[]>;

/**
 * The one reader of job ads every feature uses, one per app: the job match provides its
 * requirement reader and its skill matcher at start-up, and a feature that writes from an ad
 * (letters, the tailored CV) asks it. Until they are provided an ad reads as asking for nothing.
 */
export const createJobAdReader = () => {
  let reader: AdReader | null = null;
  let skills: SkillsAskedFor | null = null;
  return {
    provide: (given: { read: AdReader; skillsAskedFor: SkillsAskedFor }) => {
      reader = given.read;
      skills = given.skillsAskedFor;
    },
    read: (adText: string, language: Language): JobRequirement[] =>
      reader && adText.trim() ? reader(adText, language) : [],
    skillsAskedFor: async (
      userId: string,
      jobId: string,
      cvSkills: readonly string[],
      language: Language,
    ): Promise<string[]> => (skills ? skills(userId, jobId, cvSkills, language) : []),
  };
};

export type JobAdReader = ReturnType<typeof createJobAdReader>;

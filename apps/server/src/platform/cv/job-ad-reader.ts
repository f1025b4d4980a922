import type { Language } from '@hirelane/contract/constants';
import type { JobRequirement } from '@hirelane/contract/job-match';

/** Reads what a job's ad asks for, each requirement named in `language` (the reader's). */
export type AdReader = (adText: string, language: Language) => JobRequirement[];

/**
 * The one reader of job ads every feature uses, one per app: the job match provides its
 * requirement reader at start-up, and a feature that writes from an ad (letters) asks it. Until
 * one is provided an ad reads as asking for nothing.
 */
export const createJobAdReader = () => {
  let reader: AdReader | null = null;
  return {
    provide: (given: AdReader) => {
      reader = given;
    },
    read: (adText: string, language: Language): JobRequirement[] =>
      reader && adText.trim() ? reader(adText, language) : [],
  };
};

export type JobAdReader = ReturnType<typeof createJobAdReader>;

import type { DegreeLevel } from '@hirelane/contract/job-match';
import type { ChatModelError } from '../../../platform/ai/chat-model.ts';

/** How a score was counted. */
export type ScoreCount = { matched: number; total: number; mustMatched: number; mustTotal: number };

/** Every word the job match writes, in one language; each language's file fills the same type. */
export type MatchWords = {
  degree: Record<DegreeLevel, string>;
  /** A driving licence of a class, or of any class ("any"). */
  licence: (licenceClass: string) => string;
  experience: (years: number) => string;
  explanation: (count: ScoreCount) => string;
  noDescription: string;
  noRequirements: string;
  modelFallback: Record<ChatModelError['reason'], string>;
};

import type { JobRequirement } from '@hirelane/contract/job-match';
import type { FixtureAd } from './fixture-ad.ts';

export type AdScore = {
  truePositives: number;
  falsePositives: string[];
  missed: string[];
  /** Found requirements whose must-have/nice-to-have reading agrees with the expected one. */
  strengthRight: number;
};

/** Compares what was read with what the ad states, by requirement id. */
export const scoreAd = (ad: FixtureAd, found: readonly JobRequirement[]): AdScore => {
  const expected = new Map(ad.expected.map((e) => [e.replace(/^\?/, ''), !e.startsWith('?')] as const));
  const foundIds = new Set(found.map((r) => r.id));
  const hits = found.filter((r) => expected.has(r.id));
  return {
    truePositives: hits.length,
    falsePositives: found.filter((r) => !expected.has(r.id)).map((r) => r.id),
    missed: [...expected.keys()].filter((id) => !foundIds.has(id)),
    strengthRight: hits.filter((r) => expected.get(r.id) === r.mustHave).length,
  };
};

export type Figures = { ads: number; precision: number; recall: number; f1: number; strength: number };

/** Precision, recall and F1 over all requirements of a group of ads (micro-averaged). */
export const figures = (scores: readonly AdScore[]): Figures => {
  const tp = scores.reduce((sum, s) => sum + s.truePositives, 0);
  const fp = scores.reduce((sum, s) => sum + s.falsePositives.length, 0);
  const fn = scores.reduce((sum, s) => sum + s.missed.length, 0);
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const strength = tp === 0 ? 0 : scores.reduce((sum, s) => sum + s.strengthRight, 0) / tp;
  return { ads: scores.length, precision, recall, f1, strength };
};

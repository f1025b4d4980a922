import {
  type CvPlace,
  DEGREE_LEVELS,
  type JobRequirement,
  type MatchedRequirement,
} from '@hirelane/contract/job-match';
import type { ScoreCount } from '../words/match-words.ts';
import { type CvEvidence, meetsLicence } from './cv-evidence.ts';

/** A must-have weighs this many nice-to-haves. */
export const MUST_WEIGHT = 2;

export type CvMatch = {
  score: number;
  count: ScoreCount;
  matched: MatchedRequirement[];
  missing: JobRequirement[];
};

/** Where the CV shows a requirement, or null when it does not. */
const evidenceFor = (requirement: JobRequirement, cv: CvEvidence): CvPlace | null => {
  const [kind, value = ''] = requirement.id.split(':');
  switch (requirement.kind) {
    case 'degree': {
      const required = DEGREE_LEVELS.indexOf(value as (typeof DEGREE_LEVELS)[number]);
      return cv.highestDegree && DEGREE_LEVELS.indexOf(cv.highestDegree) >= required ? 'education' : null;
    }
    case 'licence':
      return meetsLicence(cv.licences, value) ? 'certifications' : null;
    case 'experience':
      return cv.years >= Number(value) ? 'experience' : null;
    default: {
      const places = cv.found.get(requirement.id);
      if (places) return places.has(requirement.cvSection) ? requirement.cvSection : ([...places][0] ?? null);
      // A name only a model gave: the CV must contain it as whole words.
      if (kind === 'model') return cv.words.includes(` ${value} `) ? requirement.cvSection : null;
      return null;
    }
  }
};

/**
 * Each requirement met or missing, and a score: the share of requirement weight the CV meets,
 * with a must-have counting twice a nice-to-have. Lists keep the requirements' order (must-haves first).
 */
export const matchCv = (requirements: readonly JobRequirement[], cv: CvEvidence): CvMatch => {
  const matched: MatchedRequirement[] = [];
  const missing: JobRequirement[] = [];
  for (const requirement of requirements) {
    const foundIn = evidenceFor(requirement, cv);
    if (foundIn) matched.push({ ...requirement, foundIn });
    else missing.push(requirement);
  }
  const weight = (list: readonly JobRequirement[]) =>
    list.reduce((sum, r) => sum + (r.mustHave ? MUST_WEIGHT : 1), 0);
  const total = weight(requirements);
  return {
    score: total === 0 ? 0 : Math.round((100 * weight(matched)) / total),
    count: {
      matched: matched.length,
      total: requirements.length,
      mustMatched: matched.filter((r) => r.mustHave).length,
      mustTotal: requirements.filter((r) => r.mustHave).length,
    },
    matched,
    missing,
  };
};

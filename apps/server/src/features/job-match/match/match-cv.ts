import { DEGREE_LEVELS, type JobRequirement, type MatchedRequirement } from '@hirelane/contract/job-match';
import type { ScoreCount } from '../words/match-words.ts';
import { type CvEvidence, type CvSpot, meetsLicence } from './cv-evidence.ts';

/** A must-have weighs this many nice-to-haves. */
export const MUST_WEIGHT = 2;

export type CvMatch = {
  score: number;
  count: ScoreCount;
  matched: MatchedRequirement[];
  missing: JobRequirement[];
};

/** Where the CV shows a requirement, or null when it does not. */
const evidenceFor = (requirement: JobRequirement, cv: CvEvidence): CvSpot | null => {
  const colon = requirement.id.indexOf(':');
  const kind = colon < 0 ? requirement.id : requirement.id.slice(0, colon);
  const value = colon < 0 ? '' : requirement.id.slice(colon + 1);
  switch (requirement.kind) {
    case 'degree': {
      const required = DEGREE_LEVELS.indexOf(value as (typeof DEGREE_LEVELS)[number]);
      return cv.highestDegree && DEGREE_LEVELS.indexOf(cv.highestDegree) >= required
        ? { place: 'education', entry: cv.degreeEntry }
        : null;
    }
    case 'licence': {
      const entry = meetsLicence(cv.licences, value);
      return entry === null ? null : { place: 'certifications', entry: entry || null };
    }
    case 'experience':
      return cv.years >= Number(value) ? { place: 'experience', entry: null } : null;
    default: {
      if (kind === 'phrase') return cv.phrases.get(value) ?? null;
      const places = cv.found.get(requirement.id);
      if (places) {
        const place = places.has(requirement.cvSection) ? requirement.cvSection : [...places.keys()][0];
        return place ? { place, entry: places.get(place) || null } : null;
      }
      // A name only a model gave: the CV must contain it as whole words.
      if (kind === 'model') return cv.words.find((piece) => piece.words.includes(` ${value} `))?.spot ?? null;
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
    const spot = evidenceFor(requirement, cv);
    if (spot) matched.push({ ...requirement, foundIn: spot.place, foundAt: spot.entry });
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

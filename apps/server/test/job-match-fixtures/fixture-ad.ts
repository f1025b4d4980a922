/**
 * A job ad written for the job-match tests and what a careful reader lists as its requirements:
 * requirement ids (a vocabulary name, or "language:…", "degree:…", "licence:…", "experience:N"),
 * a leading "?" marking a nice-to-have. Personal qualities are not requirements here.
 */
export type FixtureAd = {
  id: string;
  trade: 'tech' | 'health' | 'education' | 'trades' | 'retail' | 'logistics' | 'public' | 'office';
  /** Kept out of tuning: the reader's author does not look at its mistakes. */
  heldOut?: boolean;
  text: string;
  expected: string[];
};

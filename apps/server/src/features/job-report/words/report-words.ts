import type { JobLane } from '@hirelane/contract/constants';

/** A noun after a count, in the plural categories English and Bokmål use (Intl.PluralRules). */
export type Plural = { one: string; other: string };

/** Every word of the report's PDF in one language; each language's file fills the same type. */
export type ReportWords = {
  title: string;
  range: (from: string, to: string) => string;
  figures: {
    totalJobs: Plural;
    appliedJobs: string;
    interviews: Plural;
    offers: Plural;
    rejectedJobs: string;
    responseRate: string;
    medianDaysToInterview: string;
  };
  /** How the funnel, the response rate and the days to interview are counted, printed under the figures. */
  rules: { funnel: string; responseRate: string; daysToInterview: string };
  funnel: string;
  perWeek: string;
  lanesToday: string;
  details: string;
  columns: readonly [string, string, string, string, string, string];
  lanes: Record<JobLane, string>;
  none: string;
};

// The module build.mjs writes into the extension from the app's contract and words.
import type { JobLane } from '@hirelane/contract/constants';

/** The Hirelane the extension talks to unless the user set another. */
export declare const DEFAULT_ORIGIN: string;
/** The board's lanes, in the board's order. */
export declare const LANES: readonly JobLane[];
/** The most a page may weigh once sent as JSON (POST /jobs/from-page). */
export declare const PAGE_MAX_BYTES: number;
/** The web app's own lane names, per language. */
export declare const LANE_NAMES: Record<'en' | 'no', Record<JobLane, string>>;

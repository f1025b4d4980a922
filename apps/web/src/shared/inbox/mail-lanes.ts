import type { JobLane } from '@hirelane/contract/constants';
import type { InboxKind } from '@hirelane/contract/inbox';

/**
 * The lane each kind of mail moves its job to (an offer is the hired lane); a mail of another
 * kind changes nothing. The server applies the same rule to the suggestions it makes.
 */
export const LANE_OF_MAIL: Record<InboxKind, JobLane | null> = {
  applied: 'applied',
  interview: 'interviewed',
  rejected: 'rejected',
  offer: 'hired',
  other: null,
};

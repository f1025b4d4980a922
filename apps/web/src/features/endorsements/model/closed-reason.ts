import { isApiError } from '../../../shared/http/api-error.ts';

/** Why a request can no longer be answered, as the endorser's page explains it. */
export type ClosedReason = 'unknown' | 'submitted' | 'declined' | 'withdrawn';

const BY_CODE: Record<string, ClosedReason> = {
  NOT_FOUND: 'unknown',
  ENDORSEMENT_SUBMITTED: 'submitted',
  ENDORSEMENT_DECLINED: 'declined',
  ENDORSEMENT_WITHDRAWN: 'withdrawn',
};

/**
 * The reason behind a 404/410 answer, by the server's error code; null for anything else
 * (network, rate limit, server error), which deserves a "try again" rather than a final word.
 */
export function closedReasonOf(error: unknown): ClosedReason | null {
  if (!isApiError(error) || !error.code) return null;
  if (error.status !== 404 && error.status !== 410) return null;
  return BY_CODE[error.code] ?? (error.status === 404 ? 'unknown' : 'withdrawn');
}

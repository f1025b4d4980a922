import { REQUEST_BLOCK_MS, TOKEN_REFRESH_RETRY_LIMIT } from '@hirelane/contract/constants';
import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { ApiError } from './api-error.ts';

export type RetryGuard = {
  /** Throws 'Request blocked …' while `key` is blocked; forgets an expired block. */
  assertAllowed(key: string): void;
  /** Counts one failed refresh-and-retry; the limit-th one blocks `key` and throws 'Max retry …'. */
  recordFailure(key: string): void;
  /** A retry that worked wipes the count. */
  recordSuccess(key: string): void;
};

/** After 3 failed retries of one method+URL, that call is refused for 10 s. */
export function createRetryGuard(now: () => number): RetryGuard {
  const failures = new Map<string, number>();
  const blockedUntil = new Map<string, number>();

  return {
    assertAllowed(key) {
      const until = blockedUntil.get(key);
      if (until === undefined) return;
      if (now() < until) {
        throw new ApiError({ status: 0, code: 'REQUEST_BLOCKED', message: CLIENT_ERRORS.blocked });
      }
      blockedUntil.delete(key);
    },
    recordFailure(key) {
      const count = (failures.get(key) ?? 0) + 1;
      if (count < TOKEN_REFRESH_RETRY_LIMIT) {
        failures.set(key, count);
        return;
      }
      failures.delete(key);
      blockedUntil.set(key, now() + REQUEST_BLOCK_MS);
      throw new ApiError({ status: 401, code: 'MAX_RETRIES', message: CLIENT_ERRORS.maxRetries });
    },
    recordSuccess(key) {
      failures.delete(key);
    },
  };
}

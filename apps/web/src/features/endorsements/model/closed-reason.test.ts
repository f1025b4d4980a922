import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/api-error.ts';
import { closedReasonOf } from './closed-reason.ts';

const apiError = (status: number, code?: string) =>
  new ApiError({ status, code, message: 'x', serverMessage: 'x' });

describe('closedReasonOf', () => {
  it('reads the reason from the error code', () => {
    expect(closedReasonOf(apiError(404, 'NOT_FOUND'))).toBe('unknown');
    expect(closedReasonOf(apiError(410, 'ENDORSEMENT_SUBMITTED'))).toBe('submitted');
    expect(closedReasonOf(apiError(410, 'ENDORSEMENT_DECLINED'))).toBe('declined');
    expect(closedReasonOf(apiError(410, 'ENDORSEMENT_WITHDRAWN'))).toBe('withdrawn');
  });

  it('treats an unexpected 404/410 code as unknown/withdrawn', () => {
    expect(closedReasonOf(apiError(404, 'SOMETHING'))).toBe('unknown');
    expect(closedReasonOf(apiError(410, 'GONE'))).toBe('withdrawn');
  });

  it('leaves other failures to a "try again"', () => {
    expect(closedReasonOf(apiError(429, 'RATE_LIMITED'))).toBeNull();
    expect(closedReasonOf(apiError(500, 'INTERNAL'))).toBeNull();
    expect(
      closedReasonOf(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' })),
    ).toBeNull();
    expect(closedReasonOf(new Error('boom'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { loadProblemOf, retryUnlessAnswered } from './load-problem.ts';

const apiError = (status: number) => new ApiError({ status, message: 'x' });

describe('loadProblemOf', () => {
  it('tells an expired link from a missing one and from a failure', () => {
    expect(loadProblemOf(apiError(410))).toBe('expired');
    expect(loadProblemOf(apiError(404))).toBe('notFound');
    expect(loadProblemOf(apiError(500))).toBe('failed');
    expect(loadProblemOf(apiError(0))).toBe('failed');
    expect(loadProblemOf(new Error('boom'))).toBe('failed');
  });
});

describe('retryUnlessAnswered', () => {
  it('does not ask again after a 4xx answer, and retries a failure once', () => {
    expect(retryUnlessAnswered(0, apiError(410))).toBe(false);
    expect(retryUnlessAnswered(0, apiError(404))).toBe(false);
    expect(retryUnlessAnswered(0, apiError(503))).toBe(true);
    expect(retryUnlessAnswered(1, apiError(503))).toBe(false);
  });
});

import { isApiError } from './api-error.ts';

/** Why a public CV cannot be shown: the link ran out (410), nothing is there (404), or anything else. */
export type LoadProblem = 'expired' | 'notFound' | 'failed';

export function loadProblemOf(error: unknown): LoadProblem {
  if (isApiError(error) && error.status === 410) return 'expired';
  if (isApiError(error) && error.status === 404) return 'notFound';
  return 'failed';
}

/** 404 and 410 are answers: asking again will not change them. Anything else is tried once more. */
export function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

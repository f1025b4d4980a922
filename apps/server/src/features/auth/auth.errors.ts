import { AppError } from '../../platform/http/app-error.ts';

/** The one answer for a wrong e-mail or password: it never says which was wrong. */
export const INVALID_CREDENTIALS = new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect e-mail or password');

/** A refresh token or user that no longer exists: sign in again. */
export const SESSION_ENDED = new AppError(
  401,
  'REFRESH_INVALID',
  'Your session has ended. Please sign in again.',
);

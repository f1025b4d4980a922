import { AppError } from '../../platform/http/app-error.ts';

export const SESSION_ENDED = new AppError('REFRESH_INVALID', 'Your session has ended. Please sign in again.');

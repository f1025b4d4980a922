import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const MAX_DEPTH = 64;

/** Whether a value holds a string with a NUL character (PostgreSQL's text cannot store one). */
export const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
};

export const nulRefused = (): AppError =>
  new AppError('VALIDATION_FAILED', 'Text cannot contain the NUL character (\\0)');

/**
 * Refuses NUL characters in the URL (path and query) and JSON bodies before any route sees them:
 * SQLite would store them, PostgreSQL refuses them (a 500), and no person types one.
 */
export const registerNulGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || holdsNul(request.body)) throw nulRefused();
  });
};

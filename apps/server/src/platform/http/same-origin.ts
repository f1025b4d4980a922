import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** CSRF guard for cookie-authenticated calls: the Origin header must be the app's own. */
export const requireSameOrigin =
  (publicUrl: URL) =>
  async (request: FastifyRequest): Promise<void> => {
    if (request.headers.origin !== publicUrl.origin) {
      throw new AppError('BAD_ORIGIN', 'This request must come from the Hirelane app itself');
    }
  };

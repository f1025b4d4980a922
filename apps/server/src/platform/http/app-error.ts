import type { ErrorCode } from '@hirelane/contract/errors';

/** The one error type services throw: a stable code, an HTTP status and a message a person understands. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }
}

export const notFound = (message = 'Not found'): AppError => new AppError(404, 'NOT_FOUND', message);
/** What `pending` found, or a 404 with `message` when it found nothing (an unknown id, or another user's). */
export const orNotFound = async <T>(pending: Promise<T | null | undefined>, message: string): Promise<T> => {
  const value = await pending;
  if (!value) throw notFound(message);
  return value;
};
export const unauthenticated = (message = 'Please sign in to continue'): AppError =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const badRequest = (message: string, fields?: Record<string, string>): AppError =>
  new AppError(400, 'VALIDATION_FAILED', message, fields ? { fields } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number): AppError =>
  new AppError(429, 'RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

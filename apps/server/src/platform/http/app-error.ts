import type { ErrorCode } from '@hirelane/contract/errors';
import type { z } from 'zod';

/** The HTTP status of every error code: the one place a failure's status is chosen. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  RESEND_TOO_SOON: 429,
  REFRESH_INVALID: 401,
  SOCIAL_SIGN_IN_FAILED: 400,
  SOCIAL_EMAIL_IN_USE: 409,
  SOCIAL_STATE_INVALID: 400,
  SOCIAL_CANCELLED: 400,
  ENDORSEMENT_SUBMITTED: 410,
  ENDORSEMENT_DECLINED: 410,
  ENDORSEMENT_WITHDRAWN: 410,
  AI_UNAVAILABLE: 409,
  AI_FAILED: 502,
  FILE_UNREADABLE: 422,
  NO_TEXT_FOUND: 422,
  // A link that cannot be read is the user's news (a site that is down), never a 5xx.
  LINK_REFUSED: 422,
  LINK_UNREACHABLE: 422,
  LINK_TIMEOUT: 422,
  LINK_TOO_LARGE: 422,
  LINK_NOT_A_PAGE: 422,
  LINK_TOO_MANY_REDIRECTS: 422,
  UNSUBSCRIBE_LINK_INVALID: 404,
  // A mailbox that cannot be read is the user's to fix (a setting, a password), never a 5xx.
  MAILBOX_REFUSED: 422,
  MAILBOX_LOGIN_FAILED: 422,
  MAILBOX_UNREACHABLE: 422,
  MAILBOX_FOLDER_MISSING: 422,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/**
 * Failures that keep their code but say more by their status: an upstream service that did not
 * answer in time (504 rather than its code's 502), a byte range past the end of a file (416 rather
 * than a malformed request's 400).
 */
const PRECISE_STATUS = { timedOut: 504, rangeNotSatisfiable: 416 } as const;

type AppErrorExtra = {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** The precise status the failure takes instead of its code's. */
  precisely?: keyof typeof PRECISE_STATUS;
};

/** The one error type services throw: a stable code (its HTTP status follows) and a message a person understands. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, extra: AppErrorExtra = {}) {
    super(message);
    this.status = extra.precisely ? PRECISE_STATUS[extra.precisely] : ERROR_STATUS[code];
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }
}

export const notFound = (message = 'Not found'): AppError => new AppError('NOT_FOUND', message);
/** What `pending` found, or a 404 with `message` when it found nothing (an unknown id, or another user's). */
export const orNotFound = async <T>(pending: Promise<T | null | undefined>, message: string): Promise<T> => {
  const value = await pending;
  if (!value) throw notFound(message);
  return value;
};
export const unauthenticated = (message = 'Please sign in to continue'): AppError =>
  new AppError('UNAUTHENTICATED', message);
export const badRequest = (message: string, fields?: Record<string, string>): AppError =>
  new AppError('VALIDATION_FAILED', message, fields ? { fields } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number): AppError =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

/** A 400 with one message per field (`a.b`, or `_` for the whole input), and the first as its message. */
export const validationFailed = (fields: Record<string, string>): AppError => {
  const [first] = Object.entries(fields);
  const message = first
    ? first[0] === '_'
      ? first[1]
      : `${first[0]}: ${first[1]}`
    : 'The request is not valid';
  return new AppError('VALIDATION_FAILED', message, { fields });
};

/** A schema's failure as fields and messages (the first message of each field), as a 400 carries them. */
export const fieldsOfZodError = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
};

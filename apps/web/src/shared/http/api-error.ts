import { CLIENT_ERRORS } from '@hirelane/contract/errors';

/** Codes for failures that happen in the client, beside the server's ERROR_CODES. */
type ClientErrorCode = 'NETWORK_ERROR' | 'REFRESH_FAILED' | 'MAX_RETRIES' | 'REQUEST_BLOCKED';
/** A client code, or the server's `code` as it arrived. */
type ErrorCode = ClientErrorCode | (string & {});

export type ApiErrorInit = {
  status: number;
  message: string;
  code?: ErrorCode | undefined;
  serverMessage?: string | undefined;
  fields?: Record<string, string> | undefined;
};

/** Every failed call rejects with this. `status` is 0 when no HTTP answer was received. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The server's own `message`, shown to the user in preference to any fallback. */
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The failure of a call the browser could not send: it is offline. */
export const offlineError = (): ApiError =>
  new ApiError({ status: 0, code: 'OFFLINE', message: CLIENT_ERRORS.offline });

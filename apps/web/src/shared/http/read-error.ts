import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { ApiError } from './api-error.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** Turns an HTTP error answer (`{ message, code, fields? }` or anything else) into an ApiError. */
export async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return new ApiError({
    status: response.status,
    message: serverMessage ?? CLIENT_ERRORS.request,
    serverMessage,
    code: isRecord(body) && typeof body.code === 'string' ? body.code : undefined,
    fields: isRecord(body) ? readFields(body.fields) : undefined,
  });
}

import { isApiError } from './api-error.ts';

/** Spec §8: the server's `message` when it sent one, otherwise the call's fixed fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
}

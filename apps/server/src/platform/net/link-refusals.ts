import type { ErrorCode } from '@hirelane/contract/errors';
import { AppError } from '../http/app-error.ts';

/**
 * What a refused or failed link read tells the user: every refusal is a 422 AppError whose message
 * says what was wrong (a site that is down is the user's news, never a 500).
 */
export const linkError = (code: ErrorCode, message: string) => new AppError(code, message);

/** Which hop a message talks about: the link itself, or where it redirected. */
export type Hop = { url: URL; index: number };

export const pointsTo = (hop: Hop) => (hop.index === 0 ? 'This link points to' : 'The page redirects to');

export const refusedAddress = (hop: Hop, address: string, reason: string, name?: string) =>
  linkError(
    'LINK_REFUSED',
    `${pointsTo(hop)} ${name ? `${name}, which resolves to ${address}` : address}, ${reason}. Hirelane only reads public web pages.`,
  );

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;

export const tooLarge = (maxBytes: number) =>
  linkError('LINK_TOO_LARGE', `The page is larger than ${formatBytes(maxBytes)}, far more than a job ad.`);

/** Network failures in words (never a 500: a site that is down is the user's news, not our fault). */
export const networkError = (error: unknown, url: URL, timedOut: boolean, timeoutMs: number): AppError => {
  if (error instanceof AppError) return error;
  if (timedOut) {
    return linkError(
      'LINK_TIMEOUT',
      `${url.host} took longer than ${timeoutMs / 1000} seconds to answer. Try again later, or fill in the job by hand.`,
    );
  }
  const code = (error as { code?: string } | null)?.code ?? '';
  if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL'].includes(code)) {
    return linkError('LINK_UNREACHABLE', `We could not find the site ${url.hostname}. Check the link.`);
  }
  if (code === 'ECONNREFUSED') {
    return linkError('LINK_UNREACHABLE', `${url.host} refused the connection. Check the link.`);
  }
  if (/CERT|TLS|SSL|SELF_SIGNED/.test(code)) {
    return linkError('LINK_UNREACHABLE', `The secure connection to ${url.host} could not be verified.`);
  }
  return linkError('LINK_UNREACHABLE', `We could not read the page at ${url.host}. Check the link.`);
};

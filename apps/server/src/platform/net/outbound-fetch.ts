import type { ClientRequest } from 'node:http';

/**
 * How long an outbound call may take unless its caller says otherwise: from sending the request to
 * the last byte of the answer. A service that never answers must not hold a person's request open.
 */
export const OUTBOUND_TIMEOUT_MS = 10_000;

/** An outbound call that had no (complete) answer within its time. */
export class OutboundTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(url: string | URL, timeoutMs: number) {
    super(`${new URL(url).host} did not answer within ${timeoutMs} ms`);
    this.name = 'OutboundTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

export type OutboundDeadline = {
  /** Aborts with an OutboundTimeoutError when the time is up (or when `also` aborts). */
  signal: AbortSignal;
  /** Whether the time ran out (rather than `also` aborting, or nothing at all). */
  timedOut: () => boolean;
  /** Stops the clock once the exchange is over. */
  clear: () => void;
};

/** One deadline for an outbound exchange, however many requests it takes (redirects, retries). */
export const outboundDeadline = (
  url: string | URL,
  timeoutMs = OUTBOUND_TIMEOUT_MS,
  also?: AbortSignal | null,
): OutboundDeadline => {
  const clock = new AbortController();
  const timer = setTimeout(() => clock.abort(new OutboundTimeoutError(url, timeoutMs)), timeoutMs);
  // The body may be read after fetch resolves, so the timer outlives the call; it never holds the process.
  timer.unref();
  return {
    signal: also ? AbortSignal.any([also, clock.signal]) : clock.signal,
    timedOut: () => clock.signal.aborted,
    clear: () => clearTimeout(timer),
  };
};

export type OutboundInit = RequestInit & { timeoutMs?: number };

/**
 * `fetch` for every call this server makes to another service, with a deadline over the whole
 * exchange: connecting, the answer's head and reading its body. When the time is up the call (or
 * the body's read) fails with an OutboundTimeoutError. A caller's own `signal` still aborts it.
 */
export const outboundFetch = async (
  url: string | URL,
  { timeoutMs = OUTBOUND_TIMEOUT_MS, ...init }: OutboundInit = {},
): Promise<Response> => {
  const deadline = outboundDeadline(url, timeoutMs, init.signal);
  try {
    return await fetch(url, { ...init, signal: deadline.signal });
  } catch (error) {
    if (deadline.timedOut()) throw new OutboundTimeoutError(url, timeoutMs);
    throw error;
  }
};

/**
 * A streaming upload over `node:http` (Vimeo's tus PATCH) ends when the connection stays silent for
 * `timeoutMs`: a large file takes as long as it takes, a peer that stops answering fails with an
 * OutboundTimeoutError.
 */
export const endWhenSilent = (request: ClientRequest, url: string | URL, timeoutMs = OUTBOUND_TIMEOUT_MS) =>
  request.setTimeout(timeoutMs, () => request.destroy(new OutboundTimeoutError(url, timeoutMs)));

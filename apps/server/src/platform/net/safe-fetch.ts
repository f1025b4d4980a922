import { STATUS_CODES } from 'node:http';
import { type Resolver, systemResolver } from './checked-lookup.ts';
import { type Hop, linkError, networkError, tooLarge } from './link-refusals.ts';
import { checkUrl, type LinkRules, parseLink } from './link-rules.ts';
import { outboundDeadline } from './outbound-fetch.ts';
import { mediaTypeOf, readBody, requestOnce } from './page-response.ts';
import { type AddressVerdict, judgeAddress } from './public-address.ts';

/**
 * GET of a URL a user gave, made safe against server-side request forgery: http/https only, the
 * usual ports, every address judged (`public-address.ts`) — a literal before connecting
 * (`link-rules.ts`), a name inside the connection's own DNS lookup (`checked-lookup.ts`: the
 * address connected is the address judged, no rebinding window), and the socket's peer once more
 * when it connects (`page-response.ts`) — on every redirect hop (followed here, by hand, at most
 * `maxRedirects`); one deadline for the whole chain, the body counted as it arrives (after
 * decompression) and refused past `maxBytes`, only the accepted media types.
 * Every refusal is a 422 AppError whose message says what was wrong (`link-refusals.ts`).
 * `allowPrivate` (FETCH_ALLOW_PRIVATE, tests only) skips the address and port rules, nothing else.
 */
export type SafeFetchOptions = {
  allowPrivate?: boolean;
  /** DNS; the system's resolver by default. Tests inject names that point anywhere. */
  resolve?: Resolver;
  /** Which addresses may be connected to; `judgeAddress` by default. Tests let one loopback address pass. */
  judge?: (address: string) => AddressVerdict;
  /** 'web' (80 and 443, the default) or 'any' (tests serve on random loopback ports). */
  ports?: 'web' | 'any';
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Accepted media types (without parameters). */
  accept?: readonly string[];
};

export type FetchedPage = {
  /** Where the body came from, after redirects. */
  url: URL;
  /** The media type, lower case, without parameters. */
  mediaType: string;
  /** The charset parameter of Content-Type, if any. */
  charset: string | undefined;
  body: Buffer;
};

export type SafeFetch = (url: string) => Promise<FetchedPage>;

const HTML_TYPES = ['text/html', 'application/xhtml+xml'] as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const BLOCKED_STATUSES = new Set([401, 403, 429, 451]);

export const createSafeFetch = ({
  allowPrivate = false,
  resolve = systemResolver,
  judge = judgeAddress,
  ports = 'web',
  timeoutMs = 5000,
  maxBytes = 2 * 1024 * 1024,
  maxRedirects = 3,
  accept = HTML_TYPES,
}: SafeFetchOptions = {}): SafeFetch => {
  const rules: LinkRules = { allowPrivate, judge, anyPort: allowPrivate || ports === 'any' };
  const fetchHop = (hop: Hop, signal: AbortSignal): Promise<FetchedPage> =>
    readHop(hop, signal).catch((error: unknown) => {
      throw networkError(error, hop.url, signal.aborted, timeoutMs);
    });

  const readHop = async (hop: Hop, signal: AbortSignal): Promise<FetchedPage> => {
    checkUrl(hop, rules);
    const response = await requestOnce(hop, signal, resolve, rules);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (hop.index >= maxRedirects) {
        throw linkError(
          'LINK_TOO_MANY_REDIRECTS',
          `The page redirects more than ${maxRedirects} times. Open it in your browser and paste the address it ends on.`,
        );
      }
      return fetchHop({ url: parseLink(new URL(location, hop.url).href), index: hop.index + 1 }, signal);
    }
    if (status < 200 || status > 299) {
      response.destroy();
      const said = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
      throw linkError(
        'LINK_UNREACHABLE',
        BLOCKED_STATUSES.has(status)
          ? `${hop.url.host} would not show this page to Hirelane (${said}). Some job sites block automatic readers: fill in the job by hand.`
          : `${hop.url.host} answered ${said} for this page. Check the link.`,
      );
    }
    const { mediaType, charset } = mediaTypeOf(response.headers['content-type']);
    if (!accept.includes(mediaType)) {
      response.destroy();
      throw linkError(
        'LINK_NOT_A_PAGE',
        mediaType
          ? `This link is not a web page (it is ${mediaType}). Paste the link of the job ad's page.`
          : 'The site did not say what this link is, so it was not read. Paste the link of the job ad’s page.',
      );
    }
    const announced = Number(response.headers['content-length']);
    if (Number.isFinite(announced) && announced > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    return { url: hop.url, mediaType, charset, body: await readBody(response, maxBytes) };
  };

  return async (raw) => {
    const first: Hop = { url: parseLink(raw), index: 0 };
    // The outbound calls' one deadline, here over the whole chain of redirects.
    const deadline = outboundDeadline(first.url, timeoutMs);
    try {
      return await fetchHop(first, deadline.signal);
    } finally {
      deadline.clear();
    }
  };
};

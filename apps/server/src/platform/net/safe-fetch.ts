import dns from 'node:dns';
import http, { type IncomingMessage, STATUS_CODES } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ErrorCode } from '@hirelane/contract/errors';
import { AppError } from '../http/app-error.ts';
import { type AddressVerdict, isSpecialUseName, judgeAddress } from './public-address.ts';

/**
 * GET of a URL a user gave, made safe against server-side request forgery: http/https only, the
 * usual ports, every address judged (`public-address.ts`) — a literal before connecting, a name
 * inside the connection's own DNS lookup (so the address connected is the address judged: no
 * rebinding window), and the socket's peer once more when it connects — on every redirect hop
 * (followed by hand, at most `maxRedirects`); one deadline for the whole chain, the body counted
 * as it arrives (after decompression) and refused past `maxBytes`, only the accepted media types.
 * Every refusal is a 422 AppError whose message says what was wrong.
 * `allowPrivate` (FETCH_ALLOW_PRIVATE, tests only) skips the address and port rules, nothing else.
 */
export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

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
const WEB_PORTS = new Set(['', '80', '443']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const BLOCKED_STATUSES = new Set([401, 403, 429, 451]);

const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, order: 'verbatim' })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const linkError = (code: ErrorCode, message: string) => new AppError(422, code, message);

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;

/** Which hop a message talks about: the link itself, or where it redirected. */
type Hop = { url: URL; index: number };
const pointsTo = (hop: Hop) => (hop.index === 0 ? 'This link points to' : 'The page redirects to');

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** What decides where a connection may go. */
type Rules = { allowPrivate: boolean; judge: (address: string) => AddressVerdict; anyPort: boolean };

const refusedAddress = (hop: Hop, address: string, reason: string, name?: string) =>
  linkError(
    'LINK_REFUSED',
    `${pointsTo(hop)} ${name ? `${name}, which resolves to ${address}` : address}, ${reason}. Hirelane only reads public web pages.`,
  );

/** The rules that need no network: scheme, credentials, port, and literal or special-use hosts. */
const checkUrl = (hop: Hop, { allowPrivate, judge, anyPort }: Rules): void => {
  const { url } = hop;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw linkError(
      'LINK_REFUSED',
      `${pointsTo(hop)} a ${url.protocol.replace(/:$/, '')}: address. Only http:// and https:// web pages can be read.`,
    );
  }
  if (url.username || url.password) {
    throw linkError('LINK_REFUSED', 'Links with a user name or password in them cannot be read.');
  }
  if (allowPrivate) return;
  const host = bareHost(url);
  if (net.isIP(host)) {
    const verdict = judge(host);
    if (!verdict.allowed) throw refusedAddress(hop, host, verdict.reason);
  } else if (isSpecialUseName(host)) {
    throw linkError(
      'LINK_REFUSED',
      `${pointsTo(hop)} “${host}”, which is not a public web address. Hirelane only reads public web pages.`,
    );
  }
  if (!anyPort && !WEB_PORTS.has(url.port)) {
    throw linkError(
      'LINK_REFUSED',
      `${pointsTo(hop)} port ${url.port}. Hirelane only reads web pages on the usual ports (80 and 443).`,
    );
  }
};

/** The connection's DNS lookup: every address a name resolves to must be public, else none is used. */
const checkedLookup =
  (resolve: Resolver, hop: Hop, { allowPrivate, judge }: Rules): LookupFunction =>
  (hostname, options, callback) => {
    const answer = callback as (
      error: Error | null,
      address: string | ResolvedAddress[],
      family?: number,
    ) => void;
    resolve(hostname).then(
      (found) => {
        const wanted = options.family ? found.filter((entry) => entry.family === options.family) : found;
        if (wanted.length === 0) {
          answer(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
          return;
        }
        if (!allowPrivate) {
          for (const { address } of found) {
            const verdict = judge(address);
            if (!verdict.allowed) {
              answer(refusedAddress(hop, address, verdict.reason, hostname), '');
              return;
            }
          }
        }
        const [first] = wanted as [ResolvedAddress];
        if (options.all) answer(null, wanted);
        else answer(null, first.address, first.family);
      },
      (error: unknown) => answer(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };

/** Sends one GET and resolves with its response head (the body is read by the caller). */
const requestOnce = (hop: Hop, signal: AbortSignal, resolve: Resolver, rules: Rules) =>
  new Promise<IncomingMessage>((done, fail) => {
    const client = hop.url.protocol === 'https:' ? https : http;
    const request = client.request(hop.url, {
      method: 'GET',
      agent: false,
      signal,
      lookup: checkedLookup(resolve, hop, rules),
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'nb-NO,nb;q=0.9,no;q=0.8,en;q=0.7',
        'user-agent': 'Mozilla/5.0 (compatible; Hirelane job reader)',
      },
    });
    request.on('socket', (socket) => {
      // The peer actually connected must pass too (covers every path to the socket, not only DNS).
      socket.once('connect', () => {
        if (rules.allowPrivate || !socket.remoteAddress) return;
        const verdict = rules.judge(socket.remoteAddress);
        if (!verdict.allowed) request.destroy(refusedAddress(hop, socket.remoteAddress, verdict.reason));
      });
    });
    request.once('response', done);
    request.once('error', fail);
    request.end();
  });

const decompressor = (encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null => {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  return null;
};

/** The body, decompressed, refused as soon as it passes `maxBytes`. */
const readBody = async (response: IncomingMessage, maxBytes: number): Promise<Buffer> => {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  let stream: Readable = response;
  if (encoding !== 'identity' && encoding !== '') {
    const decoder = decompressor(encoding);
    if (!decoder) {
      response.destroy();
      throw linkError(
        'LINK_NOT_A_PAGE',
        `The page is sent in an encoding Hirelane cannot read (${encoding}).`,
      );
    }
    response.once('error', (error) => decoder.destroy(error));
    stream = response.pipe(decoder);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

const tooLarge = (maxBytes: number) =>
  linkError('LINK_TOO_LARGE', `The page is larger than ${formatBytes(maxBytes)}, far more than a job ad.`);

const mediaTypeOf = (header: string | undefined) => {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1])
    .find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset };
};

/** Network failures in words (never a 500: a site that is down is the user's news, not our fault). */
const networkError = (error: unknown, url: URL, timedOut: boolean, timeoutMs: number): AppError => {
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

const parseLink = (raw: string): URL => {
  try {
    const url = new URL(raw);
    url.hash = '';
    return url;
  } catch {
    throw linkError('LINK_REFUSED', 'This is not a web address. Paste a link that starts with https://.');
  }
};

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
  const rules: Rules = { allowPrivate, judge, anyPort: allowPrivate || ports === 'any' };
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
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchHop(first, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
};

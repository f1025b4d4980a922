import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { checkedLookup, type Resolver } from './checked-lookup.ts';
import { type Hop, linkError, refusedAddress, tooLarge } from './link-refusals.ts';
import type { LinkRules } from './link-rules.ts';

/** Sends one GET and resolves with its response head (the body is read by `readBody`). */
export const requestOnce = (hop: Hop, signal: AbortSignal, resolve: Resolver, rules: LinkRules) =>
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
export const readBody = async (response: IncomingMessage, maxBytes: number): Promise<Buffer> => {
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

/** Content-Type's media type (lower case, without parameters) and its charset parameter. */
export const mediaTypeOf = (header: string | undefined) => {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1])
    .find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset };
};

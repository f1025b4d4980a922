import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLru } from '../cache/lru.ts';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, PDFs are left alone by type) for clients that accept it: brotli at a
 * fast quality for answers made per request, else gzip. The web app's files are compressed at build
 * time and served as they are (their Content-Encoding is set, so they pass through untouched).
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};

export type Encoding = 'br' | 'gzip';

/** A compressor per encoding, for text or bytes: brotli at `brotliQuality`, sized to the input; gzip at 6. */
export const compressorsAt = (
  brotliQuality: number,
): Record<Encoding, (input: string | Buffer) => Buffer> => ({
  br: (input) =>
    zlib.brotliCompressSync(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gzip: (input) => zlib.gzipSync(input, { level: 6 }),
});

const encoders = compressorsAt(5);

/** The best encoding the Accept-Encoding header allows (q=0 refuses one), brotli first. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  const weights = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
};

/**
 * For JSON text that is served many times as it is (the job board's cached answer): compresses each
 * text once per encoding and key, so a read costs a lookup, not a compression.
 */
export const createCompressedJsonSender = (capacity: number) => {
  const cache = createLru<string, { json: string; bodies: Partial<Record<Encoding, Buffer>> }>(capacity);
  return (request: FastifyRequest, reply: FastifyReply, key: string, json: string): FastifyReply => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding || json.length < COMPRESS_THRESHOLD_BYTES) return reply.send(json);
    let entry = cache.get(key);
    if (entry?.json !== json) {
      entry = { json, bodies: {} };
      cache.set(key, entry);
    }
    entry.bodies[encoding] ??= encoders[encoding](json);
    return reply.header('content-encoding', encoding).send(entry.bodies[encoding]);
  };
};

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ByteRange, FileStore } from '../storage/file-store.ts';
import { AppError } from './app-error.ts';
import { parseRange } from './byte-range.ts';

/** A stored file opened for a `Range` request: the whole file, one range of it, or nothing (416). */
export type RangedFile =
  | { kind: 'whole' | 'partial'; size: number; range: ByteRange | undefined; stream: Readable }
  | { kind: 'unsatisfiable'; size: number };

/** Opens the file at `key` for what the `Range` header asks (the whole file when it asks nothing). */
export const openRanged = async (
  files: FileStore,
  key: string,
  rangeHeader: string | undefined,
): Promise<RangedFile> => {
  const size = (await files.size(key)) ?? 0;
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const part = range.kind === 'partial' ? range.range : undefined;
  return { kind: range.kind, size, range: part, stream: await files.openRead(key, part) };
};

/**
 * Sends an opened file as `mimeType`: 200 with the whole file, 206 with its range, or a 416 that
 * names the file's size. The caller sets the caching headers.
 */
export const sendRanged = (reply: FastifyReply, found: RangedFile, mimeType: string): FastifyReply => {
  reply.header('accept-ranges', 'bytes');
  if (found.kind === 'unsatisfiable') {
    throw new AppError('MALFORMED_REQUEST', 'The requested range is not in this video', {
      precisely: 'rangeNotSatisfiable',
      headers: { 'content-range': `bytes */${found.size}` },
    });
  }
  reply.header('content-type', mimeType).header('x-content-type-options', 'nosniff');
  if (found.range) {
    const { start, end } = found.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${found.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', found.size);
  }
  return reply.send(found.stream);
};

import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VideoMimeType } from '@hirelane/contract/videos';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/http/app-error.ts';

/** What file-type reads from the first bytes → the type stored and served. */
const FORMATS: Record<string, VideoMimeType> = {
  'video/mp4': 'video/mp4',
  'video/x-m4v': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  'video/webm': 'video/webm',
  'video/matroska': 'video/x-matroska',
  'video/x-matroska': 'video/x-matroska',
};
/** Enough of the start of a file for every container's signature. */
const SNIFF_BYTES = 4100;

export const videoTooLarge = (maxBytes: number): AppError => {
  const size =
    maxBytes >= 1024 ** 3
      ? `${Math.round((maxBytes / 1024 ** 3) * 10) / 10} GB`
      : `${Math.round(maxBytes / 1024 ** 2)} MB`;
  return new AppError('PAYLOAD_TOO_LARGE', `The video is larger than ${size}`, {
    fields: { file: `Choose a video of at most ${size}` },
  });
};

const notAVideo = (): AppError =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'This file is not a video we can play. Upload an MP4, MOV, WebM or MKV file.',
    {
      fields: { file: 'Upload an MP4, MOV, WebM or MKV video' },
    },
  );

const sizeMismatch = (size: number): AppError =>
  new AppError('VALIDATION_FAILED', `The file is not the ${size} bytes sent as its size`, {
    fields: { size: "Send the file's size in bytes" },
  });

/**
 * Passes a video through while checking it: the format from its first bytes (never its name) and
 * its size as it flows, failing the stream (and so the upload) with a 415 or 413 the moment either
 * is wrong. With `exactSize` (Vimeo is told the size first) a shorter file fails too.
 * `format` resolves once the first bytes are judged.
 */
export const checkedVideo = (maxBytes: number, exactSize?: number) => {
  let head: Buffer[] = [];
  let headLength = 0;
  let total = 0;
  let judged = false;
  let resolveFormat: (mime: VideoMimeType) => void = () => {};
  const format = new Promise<VideoMimeType>((resolve) => {
    resolveFormat = resolve;
  });

  const judge = async (stream: Transform): Promise<void> => {
    judged = true;
    const start = Buffer.concat(head);
    head = [];
    const detected = await fileTypeFromBuffer(start);
    const mime = detected && FORMATS[detected.mime];
    if (!mime) throw notAVideo();
    resolveFormat(mime);
    stream.push(start);
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      total += chunk.length;
      if (total > maxBytes) return callback(videoTooLarge(maxBytes));
      if (exactSize !== undefined && total > exactSize) return callback(sizeMismatch(exactSize));
      if (judged) return callback(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) return callback();
      judge(this).then(() => callback(), callback);
    },
    flush(callback: TransformCallback) {
      if (total === 0) {
        return callback(
          new AppError('VALIDATION_FAILED', 'The video file is empty', {
            fields: { file: 'The file is empty' },
          }),
        );
      }
      if (exactSize !== undefined && total !== exactSize) return callback(sizeMismatch(exactSize));
      if (judged) return callback();
      judge(this).then(() => callback(), callback);
    },
  });
  return { stream, format, bytes: () => total };
};

/**
 * Pours `source` through `check` into `sink`, and waits for both sides before answering, so a
 * sink that cleans up after a failure (removes a partial file, deletes a half-made Vimeo video)
 * has done so. When both fail, the source side's error wins: it says why (415, 413, aborted).
 */
export const pourChecked = async <T>(
  source: Readable,
  check: Transform,
  sink: (stream: Readable) => Promise<T>,
): Promise<T> => {
  // A sink that fails before reading everything stops the source too (else it would wait for ever).
  const sunk = sink(check).catch((error: unknown) => {
    check.destroy(error as Error);
    throw error;
  });
  const [poured, stored] = await Promise.allSettled([pipeline(source, check), sunk]);
  if (stored.status === 'rejected') throw poured.status === 'rejected' ? poured.reason : stored.reason;
  if (poured.status === 'rejected') throw poured.reason;
  return stored.value;
};

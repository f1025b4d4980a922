import { VIDEO_POSTER_MAX_BYTES, videoUploadRequest } from '@hirelane/contract/videos';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import {
  checkFile,
  isRequestBlob,
  parseJsonPart,
  readPartBytes,
  readRequestBlob,
  refuseLongerThan,
  skipPart,
  type UploadedFile,
} from '../../platform/http/multipart.ts';
import type { StoredVideo, VideosService } from './videos.service.ts';

const POSTER = {
  accepted: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  acceptedLabel: 'a JPEG, PNG or WebP image',
};

/** Fails the stored bytes' stream when the client goes away mid-upload, so nothing half-written stays. */
const onAbort = (request: FastifyRequest, abort: (error: Error) => void): (() => void) => {
  const listener = () => {
    if (!request.raw.complete) abort(new AppError('MALFORMED_REQUEST', 'The upload was interrupted'));
  };
  request.raw.once('close', listener);
  return () => request.raw.off('close', listener);
};

/**
 * POST /video/upload/vimeo/direct: parts `request` (JSON, as a text field or a JSON blob),
 * optional `poster` (an image) and `file` (the video), in that order. The video streams straight
 * to its storage; if anything fails afterwards it is removed again, and no row is written.
 */
export const receiveVideo = async (request: FastifyRequest, videos: VideosService, maxBytes: number) => {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the video as multipart/form-data with a "request" part and a "file" part',
    );
  }
  refuseLongerThan(request, maxBytes + VIDEO_POSTER_MAX_BYTES);
  const userId = request.userId;
  let requestText: string | undefined;
  let poster: UploadedFile | undefined;
  let stored: StoredVideo | undefined;
  try {
    // One byte over the limit reaches the checks, which answer 413.
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'request') requestText = String(part.value);
      } else if (isRequestBlob(part)) {
        requestText = await readRequestBlob(part);
      } else if (part.fieldname === 'poster') {
        poster = await checkFile(await readPartBytes(part, VIDEO_POSTER_MAX_BYTES), part.filename, POSTER);
      } else if (part.fieldname === 'file' && !stored) {
        if (requestText === undefined) {
          throw badRequest('Send the "request" part before the "file" part', { request: 'Required' });
        }
        const input = parseJsonPart(videoUploadRequest, requestText);
        const stop = onAbort(request, (error) => part.file.destroy(error));
        try {
          stored = await videos.store(userId, input, part.file);
        } finally {
          stop();
        }
      } else {
        await skipPart(part);
      }
    }
    if (!stored) throw badRequest('Choose a video to upload', { file: 'Choose a video to upload' });
    return await videos.save(userId, parseJsonPart(videoUploadRequest, requestText), stored, poster);
  } catch (error) {
    if (stored) await videos.discard(stored);
    throw error;
  }
};

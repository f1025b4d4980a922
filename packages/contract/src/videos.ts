import { z } from 'zod';
import { idParams } from './common.ts';
import { requiredText, textUpTo } from './text.ts';

// Videos -------------------------------------------------------------------

export const VIDEO_NAME_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 2000;
/** Default upper bound of one video (the server's VIDEO_MAX_BYTES may set another). */
export const VIDEO_MAX_BYTES_DEFAULT = 2 * 1024 ** 3;
/** A poster frame sent with a video: a JPEG, PNG or WebP still of at most this size. */
export const VIDEO_POSTER_MAX_BYTES = 2 * 1024 * 1024;
/** What the web sends when the user did not choose. */
export const VIDEO_UPLOAD_DEFAULTS = {
  description: 'test',
  videoCategoryId: 1,
  videoStorageServiceId: 1,
} as const;
/** Where a video lives: 1 = the app's own storage (disk or S3-compatible), 2 = Vimeo (when configured). */
export const VIDEO_STORAGE_SERVICES = { builtIn: 1, vimeo: 2 } as const;
/** Formats accepted, judged by the file's first bytes (never its name). */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

const videoName = requiredText('The name', VIDEO_NAME_MAX, 'Give the video a name');

/** The `request` part of POST /video/upload/vimeo/direct (JSON text field or JSON blob part). */
export const videoUploadRequest = z.object({
  name: videoName,
  description: textUpTo('The description', VIDEO_DESCRIPTION_MAX).default(VIDEO_UPLOAD_DEFAULTS.description),
  videoCategoryId: z.number().int().min(1).max(1000).default(VIDEO_UPLOAD_DEFAULTS.videoCategoryId),
  videoStorageServiceId: z
    .union([z.literal(VIDEO_STORAGE_SERVICES.builtIn), z.literal(VIDEO_STORAGE_SERVICES.vimeo)], {
      error: 'Choose storage service 1 (built-in) or 2 (Vimeo)',
    })
    .default(VIDEO_UPLOAD_DEFAULTS.videoStorageServiceId),
  /** Length in seconds as the browser measured it (recordings carry none in their file). */
  durationSeconds: z.number().min(0).max(86_400).nullish().default(null),
  /** The file's size in bytes; Vimeo needs it before the bytes arrive. */
  size: z.number().int().min(1).nullish().default(null),
});
export type VideoUploadRequest = z.input<typeof videoUploadRequest>;

export const video = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  videoCategoryId: z.number(),
  videoStorageServiceId: z.number(),
  mimeType: z.string(),
  /** Bytes stored. */
  size: z.number(),
  durationSeconds: z.number().nullable(),
  /** A short-lived signed URL of the poster image, or null when none was sent. */
  posterUrl: z.string().nullable(),
  /** Built-in storage: a short-lived signed URL that answers HTTP range requests. Vimeo: the player embed URL. */
  playbackUrl: z.string(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof video>;

export const videoList = z.array(video);
export const videoParams = idParams;
export const renameVideoInput = z.object({ name: videoName });
export type RenameVideoInput = z.input<typeof renameVideoInput>;

/** Query of the signed playback and poster URLs. */
export const signedFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[\w-]{20,100}$/),
});

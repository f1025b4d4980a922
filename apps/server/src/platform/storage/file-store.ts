import type { Readable } from 'node:stream';

/** Bytes of a stored file from `start` to `end`, both inclusive (as in HTTP's Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: the local disk (disk-file-store.ts) or S3-compatible object storage
 * (s3-file-store.ts). Keys are made here (never from user input), so paths cannot escape.
 */
export type FileStore = {
  /** Stores the bytes under a new key in `area` (e.g. "jobs/<userId>") and returns the key. */
  put: (area: string, data: Buffer, contentType?: string) => Promise<string>;
  /**
   * Streams `source` under a new key in `area` without holding it in memory. When the source
   * fails (too large, aborted, refused) the promise rejects with its error and nothing is kept.
   */
  putStream: (area: string, source: Readable, contentType: string) => Promise<{ key: string; size: number }>;
  read: (key: string) => Promise<Buffer>;
  /** Streams a stored file, or one range of it. */
  openRead: (key: string, range?: ByteRange) => Promise<Readable>;
  /** The stored file's size in bytes, or null when there is none under the key. */
  size: (key: string) => Promise<number | null>;
  remove: (key: string) => Promise<void>;
  /** The keys of every file under an area, in no set order. */
  list: (area: string) => Promise<string[]>;
  /** Removes everything under an area (e.g. all of a user's files). */
  removeArea: (area: string) => Promise<void>;
};

const SAFE_KEY = /^[\w-]+(\/[\w-]+)*$/;

/** Refuses a key that could name something outside the store (both backends check). */
export const checkedKey = (key: string): string => {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key "${key}"`);
  return key;
};

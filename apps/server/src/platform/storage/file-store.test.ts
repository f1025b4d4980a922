import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn } from '../../../test/s3-stand-in.ts';
import { readS3 } from '../../config-media.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Client, createS3FileStore } from './s3-file-store.ts';

type Backend = { store: FileStore; storedKeys: () => string[]; close: () => Promise<void> };

const diskBackend = async (): Promise<Backend> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-files-'));
  return {
    store: createDiskFileStore(root),
    storedKeys: () =>
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((file) => fs.statSync(path.join(root, file)).isFile())
        .map((file) => file.split(path.sep).join('/'))
        .sort(),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
};

const s3Backend = async (): Promise<Backend> => {
  const s3 = await startS3StandIn();
  const config = readS3(s3.env);
  if (!config) throw new Error('S3 stand-in config missing');
  return {
    store: createS3FileStore(createS3Client(config), config.bucket),
    storedKeys: s3.keys,
    close: s3.close,
  };
};

const MIB = 1024 * 1024;

/** `total` bytes in 1 MiB chunks, failing with `failure` after `failAfter` bytes when given. */
const chunks = (data: Buffer, failAfter?: number, failure = new Error('client went away')) =>
  Readable.from(
    (async function* () {
      for (let offset = 0; offset < data.length; offset += MIB) {
        if (failAfter !== undefined && offset >= failAfter) throw failure;
        yield data.subarray(offset, offset + MIB);
      }
    })(),
  );

describe.each([
  ['the local disk', diskBackend],
  ['S3-compatible storage (s3rver on loopback)', s3Backend],
])('file store on %s', (_name, start) => {
  let backend: Backend;
  let store: FileStore;
  beforeAll(async () => {
    backend = await start();
    store = backend.store;
  });
  afterAll(() => backend.close());

  it('puts, reads, sizes and removes a file', async () => {
    const data = Buffer.from('%PDF-1.7 a small file');
    const key = await store.put('jobs/user-1', data, 'application/pdf');
    expect(key).toMatch(/^jobs\/user-1\/[\w-]+$/);
    expect(await store.read(key)).toEqual(data);
    expect(await store.size(key)).toBe(data.length);
    await store.remove(key);
    expect(await store.size(key)).toBeNull();
    await store.remove(key);
  });

  it('streams a large file in (multipart on S3) and reads it back whole and by range', async () => {
    const data = randomBytes(20 * MIB + 12345);
    const { key, size } = await store.putStream('videos/user-2', chunks(data), 'video/webm');
    expect(size).toBe(data.length);
    expect(await store.size(key)).toBe(data.length);
    expect((await buffer(await store.openRead(key))).equals(data)).toBe(true);
    const range = { start: 9 * MIB - 10, end: 9 * MIB + 99 };
    const part = await buffer(await store.openRead(key, range));
    expect(part.equals(data.subarray(range.start, range.end + 1))).toBe(true);
    const last = await buffer(await store.openRead(key, { start: data.length - 5, end: data.length - 1 }));
    expect(last.equals(data.subarray(-5))).toBe(true);
  });

  it('keeps nothing when the source fails, and passes on its error', async () => {
    const before = backend.storedKeys();
    const failure = new Error('client went away');
    await expect(
      store.putStream('videos/user-3', chunks(randomBytes(12 * MIB), 10 * MIB, failure), 'video/webm'),
    ).rejects.toBe(failure);
    await expect(
      store.putStream('videos/user-3', chunks(randomBytes(2 * MIB), MIB, failure), 'video/webm'),
    ).rejects.toBe(failure);
    expect(backend.storedKeys()).toEqual(before);
  });

  it("removes an area (a user's files) and nothing else", async () => {
    const mine = [
      await store.put('certificates/user-4', Buffer.from('a')),
      await store.put('certificates/user-4', Buffer.from('b')),
    ];
    const theirs = await store.put('certificates/user-5', Buffer.from('c'));
    const near = await store.put('certificates/user-4x', Buffer.from('d'));
    expect((await store.list('certificates/user-4')).sort()).toEqual([...mine].sort());
    expect(await store.list('certificates/nobody')).toEqual([]);
    await store.removeArea('certificates/user-4');
    for (const key of mine) expect(await store.size(key)).toBeNull();
    expect(await store.read(theirs)).toEqual(Buffer.from('c'));
    expect(await store.read(near)).toEqual(Buffer.from('d'));
    await store.removeArea('certificates/nobody');
  });

  it('refuses keys that could leave the store', async () => {
    await expect(store.read('../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
    await expect(store.size('jobs/../../x')).rejects.toThrow(/Unsafe storage key/);
    await expect(store.removeArea('')).rejects.toThrow(/Unsafe storage key/);
  });
});

import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config-media.ts';
import { newId } from '../security/random.ts';
import { checkedKey, type FileStore } from './file-store.ts';

/** Large files go up as a multipart upload in parts of this size, two parts in flight at most. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** S3's limit for one DeleteObjects call. */
const DELETE_BATCH = 1000;

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export const createS3Client = (config: S3Config): S3Client =>
  new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain applies (AWS_* variables, profiles, instance roles).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: MinIO, R2 and Garage do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * Files as objects in one bucket of S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Garage),
 * keyed `<area>/<id>` like the disk store, so an app instance keeps nothing on its own disk.
 */
export const createS3FileStore = (client: S3Client, bucket: string): FileStore => {
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
  };
  return {
    put: async (area, data, contentType) => {
      const key = checkedKey(`${area}/${newId()}`);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }),
      );
      return key;
    },
    putStream: async (area, source, contentType) => {
      const key = checkedKey(`${area}/${newId()}`);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      // A failing store stops the source too (else the source would wait on it for ever).
      const stored = upload.done().catch((error: unknown) => {
        counted.destroy(error as Error);
        throw error;
      });
      const [poured, done] = await Promise.allSettled([pipeline(source, counted), stored]);
      if (poured.status === 'rejected' || done.status === 'rejected') {
        await upload.abort().catch(() => {});
        await remove(key).catch(() => {});
        throw poured.status === 'rejected' ? poured.reason : (done as PromiseRejectedResult).reason;
      }
      return { key, size };
    },
    read: async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      if (!answer.Body) throw new Error(`No body for ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    openRead: async (key, range) => {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!answer.Body) throw new Error(`No body for ${key}`);
      return answer.Body as Readable;
    },
    size: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    remove,
    list: async (area) => {
      const keys: string[] = [];
      const prefix = `${checkedKey(area)}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys;
    },
    removeArea: async (area) => {
      const prefix = `${checkedKey(area)}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        for (let start = 0; start < keys.length; start += DELETE_BATCH) {
          await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.slice(start, start + DELETE_BATCH), Quiet: true },
            }),
          );
        }
      }
    },
  };
};

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the few calls used here are typed below.
import S3rver from 's3rver';

type S3rverServer = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: never[] }[];
};
const S3Server = S3rver as new (options: S3rverOptions) => S3rverServer;

export const S3_TEST_BUCKET = 'hirelane-test';

/**
 * An S3-compatible server on loopback (s3rver, objects in a temporary directory) with one bucket,
 * and the environment that points the app at it.
 */
export const startS3StandIn = async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-s3-'));
  const server = new S3Server({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: S3_TEST_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  /** Every object key in the bucket (s3rver keeps each object as `<key>._S3rver_object`). */
  const keys = (): string[] => {
    const root = path.join(directory, S3_TEST_BUCKET);
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('._S3rver_object'))
      .map((file) => file.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
      .sort();
  };
  return {
    env,
    keys,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;

/** The file stores a suite that keeps files runs on, for `describe.each`: [name, on S3]. */
export const FILE_STORES: [name: string, onS3: boolean][] = [
  ['the local disk', false],
  ['S3-compatible storage (s3rver on loopback)', true],
];

import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Client, createS3FileStore } from './s3-file-store.ts';

/** The configured store: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/files. */
export const createFileStore = (config: Pick<Config, 'dataDir' | 's3'>): FileStore =>
  config.s3
    ? createS3FileStore(createS3Client(config.s3), config.s3.bucket)
    : createDiskFileStore(path.join(config.dataDir, 'files'));

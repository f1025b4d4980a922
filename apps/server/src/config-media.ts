import { z } from 'zod';
import { fail, httpAddress, optional, parseEnv, readIf, trueOrFalse } from './config-read.ts';

// The environment's variables for stored files and videos. config.ts puts them into its one schema.

/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Garage) when S3_BUCKET is set. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type VideoConfig = {
  maxBytes: number;
  /** Vimeo uploads (videoStorageServiceId 2) when VIMEO_ACCESS_TOKEN is set. */
  vimeo: { accessToken: string; apiUrl: string } | null;
};

const GIB = 1024 ** 3;

/** The storage variables; the bucket turns S3 on, and the others count only then. */
export const s3Variables = {
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_FORCE_PATH_STYLE: z.string().optional(),
};

export const s3Of = (
  env: z.output<z.ZodObject<typeof s3Variables>>,
  ctx: z.core.$RefinementCtx,
): S3Config | null => {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return fail(ctx, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT ? readIf(ctx, 'S3_ENDPOINT', httpAddress, env.S3_ENDPOINT) : undefined,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readIf(ctx, 'S3_FORCE_PATH_STYLE', trueOrFalse, env.S3_FORCE_PATH_STYLE),
  };
};

export const readS3 = (env: NodeJS.ProcessEnv): S3Config | null =>
  parseEnv(z.object(s3Variables).transform(s3Of), env);

/** The video variables; VIMEO_API_URL counts only with a Vimeo token. */
export const videoVariables = {
  VIDEO_MAX_BYTES: optional.transform((raw, ctx) => {
    const maxBytes = raw === undefined ? 2 * GIB : Number(raw);
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 1024) {
      return fail(ctx, `must be a whole number of bytes (at least 1024), got "${raw}"`);
    }
    return maxBytes;
  }),
  VIMEO_ACCESS_TOKEN: optional,
  VIMEO_API_URL: optional,
};

export const videosOf = (
  env: z.output<z.ZodObject<typeof videoVariables>>,
  ctx: z.core.$RefinementCtx,
): VideoConfig => {
  const accessToken = env.VIMEO_ACCESS_TOKEN;
  return {
    maxBytes: env.VIDEO_MAX_BYTES,
    vimeo: accessToken
      ? {
          accessToken,
          apiUrl: readIf(ctx, 'VIMEO_API_URL', httpAddress, env.VIMEO_API_URL ?? 'https://api.vimeo.com'),
        }
      : null,
  };
};

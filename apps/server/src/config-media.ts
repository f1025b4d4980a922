import { ConfigError } from './config-error.ts';
import { optional, readUrl } from './config-read.ts';

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

/** An http(s) address as written, without trailing slashes. */
const readHttpUrl = (name: string, raw: string): string => {
  readUrl(name, raw, ['http:', 'https:']);
  return raw.replace(/\/+$/, '');
};

const readBoolean = (name: string, raw: string | undefined): boolean => {
  const value = optional(raw)?.toLowerCase();
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

export const readS3 = (env: NodeJS.ProcessEnv): S3Config | null => {
  const bucket = optional(env.S3_BUCKET);
  if (!bucket) return null;
  const accessKeyId = optional(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const endpoint = optional(env.S3_ENDPOINT);
  return {
    bucket,
    endpoint: endpoint ? readHttpUrl('S3_ENDPOINT', endpoint) : undefined,
    region: optional(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
  };
};

export const readVideos = (env: NodeJS.ProcessEnv): VideoConfig => {
  const rawMax = optional(env.VIDEO_MAX_BYTES);
  const maxBytes = rawMax === undefined ? 2 * GIB : Number(rawMax);
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1024) {
    throw new ConfigError(`VIDEO_MAX_BYTES must be a whole number of bytes (at least 1024), got "${rawMax}"`);
  }
  const accessToken = optional(env.VIMEO_ACCESS_TOKEN);
  return {
    maxBytes,
    vimeo: accessToken
      ? {
          accessToken,
          apiUrl: readHttpUrl('VIMEO_API_URL', optional(env.VIMEO_API_URL) ?? 'https://api.vimeo.com'),
        }
      : null,
  };
};

import path from 'node:path';
import { ConfigError } from './config-error.ts';
import { type ExtensionConfig, readExtension } from './config-extension.ts';
import { type InboxConfig, readInbox } from './config-inbox.ts';
import { readS3, readVideos, type S3Config, type VideoConfig } from './config-media.ts';
import {
  type MetricsConfig,
  type ReminderConfig,
  readFetchAllowPrivate,
  readMetrics,
  readRedisUrl,
  readReminders,
  readTrustProxy,
  type TrustProxy,
} from './config-operations.ts';
import { optional, readUrl } from './config-read.ts';

export { ConfigError };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** An OAuth provider's endpoints and this app's credentials there. */
export type SocialProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Google: the ID token's issuer and signing keys. */
  issuer?: string;
  jwksUrl?: string;
  /** Facebook: the Graph "me" call. */
  meUrl?: string;
  /** What the web app asks the provider for. */
  scope: string;
};

export type Config = {
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Shared state for several instances (rate limits) when set (REDIS_URL). */
  redisUrl: string | undefined;
  /** Prometheus metrics (METRICS_PATH, METRICS_TOKEN), on by default at /metrics. */
  metrics: MetricsConfig;
  publicUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  webDistDir: string;
  social: { google?: SocialProviderConfig; facebook?: SocialProviderConfig };
  analytics: AnalyticsConfig;
  /** An OpenAI-compatible chat model (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp), if any. */
  ai: AiConfig;
  /** Where files live: S3-compatible object storage when set, else DATA_DIR/files. */
  s3: S3Config | null;
  videos: VideoConfig;
  /**
   * FETCH_ALLOW_PRIVATE=1: "Add from link" may read pages on private and loopback addresses and
   * any port. Unsafe (server-side request forgery): for tests that serve pages from loopback only.
   */
  fetchAllowPrivate: boolean;
  /** Follow-up reminder digests (REMINDER_HOUR, REMINDER_CHECK_SECONDS). */
  reminders: ReminderConfig;
  /** The browser extension's store listings and packed build. */
  extension: ExtensionConfig;
  /** Connected mailboxes (INBOX_ALLOW_PRIVATE_HOSTS, INBOX_SECRET). */
  inbox: InboxConfig;
};

export type AiConfig = { baseUrl: URL; apiKey: string | undefined; model: string; timeoutMs: number } | null;

/** Page-view analytics: Google Analytics 4, a Plausible-compatible script, or none. */
export type AnalyticsConfig =
  | { provider: 'ga4'; measurementId: string; scriptUrl: string }
  | { provider: 'plausible'; scriptUrl: string; domain: string }
  | null;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const readPort = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
};

/** Origins the analytics provider loads from and reports to, for the CSP. */
export const analyticsOrigins = (analytics: AnalyticsConfig): string[] => {
  if (!analytics) return [];
  const origins = [new URL(analytics.scriptUrl).origin];
  if (analytics.provider === 'ga4')
    origins.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
  return origins;
};

const readAnalytics = (env: NodeJS.ProcessEnv, publicUrl: URL): AnalyticsConfig => {
  const measurementId = optional(env.ANALYTICS_GA4_ID);
  const scriptUrl = optional(env.ANALYTICS_SCRIPT_URL);
  if (measurementId && scriptUrl)
    throw new ConfigError('Set ANALYTICS_GA4_ID or ANALYTICS_SCRIPT_URL, not both');
  if (measurementId) {
    if (!/^G-[A-Z0-9]{4,20}$/.test(measurementId)) {
      throw new ConfigError(`ANALYTICS_GA4_ID must look like G-XXXXXXX, got "${measurementId}"`);
    }
    const gaScript = optional(env.ANALYTICS_GA4_SCRIPT_URL) ?? 'https://www.googletagmanager.com/gtag/js';
    readUrl('ANALYTICS_GA4_SCRIPT_URL', gaScript, ['http:', 'https:']);
    return { provider: 'ga4', measurementId, scriptUrl: gaScript };
  }
  if (scriptUrl) {
    readUrl('ANALYTICS_SCRIPT_URL', scriptUrl, ['http:', 'https:']);
    return { provider: 'plausible', scriptUrl, domain: optional(env.ANALYTICS_DOMAIN) ?? publicUrl.hostname };
  }
  return null;
};

/** AI_BASE_URL turns the model on, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
const readAi = (env: NodeJS.ProcessEnv): AiConfig => {
  const baseUrl = optional(env.AI_BASE_URL);
  if (!baseUrl) return null;
  return {
    baseUrl: readUrl('AI_BASE_URL', baseUrl, ['http:', 'https:']),
    apiKey: optional(env.AI_API_KEY),
    model: optional(env.AI_MODEL) ?? 'gpt-4o-mini',
    timeoutMs: readTimeout(optional(env.AI_TIMEOUT_MS)),
  };
};

/** AI_TIMEOUT_MS: how long one model call may take (a local model on a CPU is slow); 30 s by default. */
const readTimeout = (raw: string | undefined): number => {
  if (raw === undefined) return 30_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000)
    throw new ConfigError(
      `AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "${raw}"`,
    );
  return ms;
};

/** A provider is on when both its client id and secret are set; every URL can be overridden. */
const readProvider = (
  env: NodeJS.ProcessEnv,
  prefix: 'GOOGLE' | 'FACEBOOK',
  defaults: Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>,
): SocialProviderConfig | undefined => {
  const scope = optional(env[`${prefix}_SCOPE`]) ?? defaults.scope;
  const clientId = optional(env[`${prefix}_CLIENT_ID`]);
  const clientSecret = optional(env[`${prefix}_CLIENT_SECRET`]);
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  const url = (name: 'authorizeUrl' | 'tokenUrl' | 'jwksUrl' | 'meUrl', variable: string) => {
    const value = optional(env[variable]) ?? defaults[name];
    if (value !== undefined) readUrl(variable, value, ['http:', 'https:']);
    return value;
  };
  return {
    clientId,
    clientSecret,
    authorizeUrl: url('authorizeUrl', `${prefix}_AUTHORIZE_URL`) ?? defaults.authorizeUrl,
    tokenUrl: url('tokenUrl', `${prefix}_TOKEN_URL`) ?? defaults.tokenUrl,
    issuer: optional(env[`${prefix}_ISSUER`]) ?? defaults.issuer,
    jwksUrl: url('jwksUrl', `${prefix}_JWKS_URL`),
    meUrl: url('meUrl', `${prefix}_ME_URL`),
    scope,
  };
};

/** Environment → typed config. Every rule names its variable so a bad value is fixed in one read. */
export const loadConfig = (env: NodeJS.ProcessEnv, cwd = process.cwd()): Config => {
  const port = readPort(env.PORT);
  const publicUrl = readUrl('PUBLIC_URL', optional(env.PUBLIC_URL) ?? `http://localhost:${port}`, [
    'http:',
    'https:',
  ]);
  const databaseUrl = optional(env.DATABASE_URL);
  if (databaseUrl) readUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);
  const smtpUrl = optional(env.SMTP_URL);
  if (smtpUrl) readUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const logLevel = (optional(env.LOG_LEVEL) ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const jwtSecret = optional(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const mailFrom = optional(env.MAIL_FROM) ?? 'Hirelane <no-reply@localhost>';
  if (!/@/.test(mailFrom))
    throw new ConfigError(`MAIL_FROM must contain an e-mail address, got "${mailFrom}"`);
  return {
    port,
    host: optional(env.HOST) ?? '127.0.0.1',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    redisUrl: readRedisUrl(env.REDIS_URL),
    metrics: readMetrics(env),
    publicUrl,
    dataDir: path.resolve(cwd, optional(env.DATA_DIR) ?? './data'),
    databaseUrl,
    smtpUrl,
    mailFrom,
    jwtSecret,
    logLevel,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    analytics: readAnalytics(env, publicUrl),
    ai: readAi(env),
    s3: readS3(env),
    videos: readVideos(env),
    fetchAllowPrivate: readFetchAllowPrivate(env.FETCH_ALLOW_PRIVATE),
    reminders: readReminders(env),
    extension: readExtension(env),
    inbox: readInbox(env),
    social: {
      google: readProvider(env, 'GOOGLE', {
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        issuer: 'https://accounts.google.com',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        scope: 'openid email profile',
      }),
      facebook: readProvider(env, 'FACEBOOK', {
        authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
        meUrl: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
        scope: 'email public_profile',
      }),
    },
  };
};

import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { type ExtensionConfig, extensionOf, extensionVariables } from './config-extension.ts';
import { type InboxConfig, inboxOf, inboxVariables } from './config-inbox.ts';
import {
  type S3Config,
  s3Of,
  s3Variables,
  type VideoConfig,
  videosOf,
  videoVariables,
} from './config-media.ts';
import {
  type MetricsConfig,
  metricsOf,
  operationsVariables,
  type ReminderConfig,
  type TrustProxy,
} from './config-operations.ts';
import { fail, optional, optionalUrl, parseEnv, readIf, url } from './config-read.ts';

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

/** Origins the analytics provider loads from and reports to, for the CSP. */
export const analyticsOrigins = (analytics: AnalyticsConfig): string[] => {
  if (!analytics) return [];
  const origins = [new URL(analytics.scriptUrl).origin];
  if (analytics.provider === 'ga4')
    origins.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
  return origins;
};

const httpUrl = url(['http:', 'https:'], (raw) => new URL(raw));
const httpAddress = url(['http:', 'https:']);

/** A social provider's variables, GOOGLE_… and FACEBOOK_…: on when its client id and secret are set. */
const PROVIDER_VARIABLES = [
  'SCOPE',
  'CLIENT_ID',
  'CLIENT_SECRET',
  'AUTHORIZE_URL',
  'TOKEN_URL',
  'ISSUER',
  'JWKS_URL',
  'ME_URL',
] as const;
type Provider = 'GOOGLE' | 'FACEBOOK';
type ProviderVariable = `${Provider}_${(typeof PROVIDER_VARIABLES)[number]}`;
const providerVariables = (provider: Provider) =>
  Object.fromEntries(PROVIDER_VARIABLES.map((name) => [`${provider}_${name}`, optional])) as Record<
    ProviderVariable,
    typeof optional
  >;

/**
 * Every variable the server reads, in the order their rules are checked; a rule that needs another
 * variable (a default from PORT, a value that counts only when a feature is on) is in `configOf`.
 * Blank counts as unset.
 */
const variables = {
  PORT: optional.transform((raw, ctx) => {
    if (raw === undefined) return 3000;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      return fail(ctx, `must be a whole number from 0 to 65535, got "${raw}"`);
    return port;
  }),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], (raw) => new URL(raw)),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const level = (raw || 'info') as LogLevel;
      if (!LOG_LEVELS.includes(level))
        return fail(ctx, `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
      return level;
    }),
  JWT_SECRET: optional.transform((secret, ctx) =>
    secret !== undefined && secret.length < 32 ? fail(ctx, 'must be at least 32 characters long') : secret,
  ),
  MAIL_FROM: optional.transform((raw, ctx) => {
    const mailFrom = raw ?? 'Hirelane <no-reply@localhost>';
    if (!/@/.test(mailFrom)) return fail(ctx, `must contain an e-mail address, got "${mailFrom}"`);
    return mailFrom;
  }),
  HOST: optional,
  DATA_DIR: optional,
  ...operationsVariables,
  ANALYTICS_GA4_ID: optional,
  ANALYTICS_GA4_SCRIPT_URL: optional,
  ANALYTICS_SCRIPT_URL: optional,
  ANALYTICS_DOMAIN: optional,
  /** AI_BASE_URL turns the model on, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  AI_BASE_URL: optionalUrl(['http:', 'https:'], (raw) => new URL(raw)),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  AI_TIMEOUT_MS: optional,
  ...s3Variables,
  ...videoVariables,
  ...extensionVariables,
  ...inboxVariables,
  ...providerVariables('GOOGLE'),
  ...providerVariables('FACEBOOK'),
};

type Env = z.output<z.ZodObject<typeof variables>>;
type Ctx = z.core.$RefinementCtx;

const analyticsOf = (env: Env, publicUrl: URL, ctx: Ctx): AnalyticsConfig => {
  const measurementId = env.ANALYTICS_GA4_ID;
  const scriptUrl = env.ANALYTICS_SCRIPT_URL;
  if (measurementId && scriptUrl) return fail(ctx, 'Set ANALYTICS_GA4_ID or ANALYTICS_SCRIPT_URL, not both');
  if (measurementId) {
    if (!/^G-[A-Z0-9]{4,20}$/.test(measurementId)) {
      return fail(ctx, `must look like G-XXXXXXX, got "${measurementId}"`, 'ANALYTICS_GA4_ID');
    }
    const gaScript = env.ANALYTICS_GA4_SCRIPT_URL ?? 'https://www.googletagmanager.com/gtag/js';
    readIf(ctx, 'ANALYTICS_GA4_SCRIPT_URL', httpAddress, gaScript);
    return { provider: 'ga4', measurementId, scriptUrl: gaScript };
  }
  if (scriptUrl) {
    readIf(ctx, 'ANALYTICS_SCRIPT_URL', httpAddress, scriptUrl);
    return { provider: 'plausible', scriptUrl, domain: env.ANALYTICS_DOMAIN ?? publicUrl.hostname };
  }
  return null;
};

/** AI_TIMEOUT_MS: how long one model call may take (a local model on a CPU is slow); 30 s by default. */
const aiTimeout = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined) return 30_000;
    const ms = Number(raw);
    if (!Number.isInteger(ms) || ms < 100 || ms > 600_000)
      return fail(ctx, `must be a whole number of milliseconds from 100 to 600000, got "${raw}"`);
    return ms;
  });

const aiOf = (env: Env, ctx: Ctx): AiConfig => {
  if (!env.AI_BASE_URL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL ?? 'gpt-4o-mini',
    timeoutMs: readIf(ctx, 'AI_TIMEOUT_MS', aiTimeout, env.AI_TIMEOUT_MS),
  };
};

/** A provider is on when both its client id and secret are set; every URL can be overridden. */
const providerOf = (
  env: Env,
  ctx: Ctx,
  prefix: Provider,
  defaults: Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>,
): SocialProviderConfig | undefined => {
  const scope = env[`${prefix}_SCOPE`] ?? defaults.scope;
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    return fail(ctx, `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  const address = (name: 'authorizeUrl' | 'tokenUrl' | 'jwksUrl' | 'meUrl', variable: ProviderVariable) => {
    const value = env[variable] ?? defaults[name];
    return value === undefined ? undefined : readIf(ctx, variable, httpAddress, value);
  };
  return {
    clientId,
    clientSecret,
    authorizeUrl: address('authorizeUrl', `${prefix}_AUTHORIZE_URL`) ?? defaults.authorizeUrl,
    tokenUrl: address('tokenUrl', `${prefix}_TOKEN_URL`) ?? defaults.tokenUrl,
    issuer: env[`${prefix}_ISSUER`] ?? defaults.issuer,
    jwksUrl: address('jwksUrl', `${prefix}_JWKS_URL`),
    meUrl: address('meUrl', `${prefix}_ME_URL`),
    scope,
  };
};

/** The checked variables as the server's settings. */
const configOf = (env: Env, cwd: string, ctx: Ctx): Config => {
  const publicUrl = env.PUBLIC_URL ?? readIf(ctx, 'PUBLIC_URL', httpUrl, `http://localhost:${env.PORT}`);
  return {
    port: env.PORT,
    host: env.HOST ?? '127.0.0.1',
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    metrics: metricsOf(env, ctx),
    publicUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    analytics: analyticsOf(env, publicUrl, ctx),
    ai: aiOf(env, ctx),
    s3: s3Of(env, ctx),
    videos: videosOf(env, ctx),
    fetchAllowPrivate: env.FETCH_ALLOW_PRIVATE,
    reminders: { hour: env.REMINDER_HOUR, checkSeconds: env.REMINDER_CHECK_SECONDS },
    extension: extensionOf(env),
    inbox: inboxOf(env),
    social: {
      google: providerOf(env, ctx, 'GOOGLE', {
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        issuer: 'https://accounts.google.com',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        scope: 'openid email profile',
      }),
      facebook: providerOf(env, ctx, 'FACEBOOK', {
        authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
        meUrl: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
        scope: 'email public_profile',
      }),
    },
  };
};

/**
 * Environment → typed config, through one schema of every variable. A broken rule stops start-up
 * with one line that names its variable, so a bad value is fixed in one read.
 */
export const loadConfig = (env: NodeJS.ProcessEnv, cwd = process.cwd()): Config =>
  parseEnv(
    z.object(variables).transform((values, ctx) => configOf(values, cwd, ctx)),
    env,
  );

import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type Config = {
  port: number;
  host: string;
  publicUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  webDistDir: string;
};

/** Thrown for bad configuration; main.ts prints its message as one line and exits. */
export class ConfigError extends Error {}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const readPort = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
};

const readUrl = (name: string, raw: string, protocols: readonly string[]): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`,
    );
  }
  return url;
};

const optional = (raw: string | undefined): string | undefined =>
  raw === undefined || raw === '' ? undefined : raw;

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
    publicUrl,
    dataDir: path.resolve(cwd, optional(env.DATA_DIR) ?? './data'),
    databaseUrl,
    smtpUrl,
    mailFrom,
    jwtSecret,
    logLevel,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
};

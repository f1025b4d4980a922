import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Hirelane <no-reply@localhost>',
      jwtSecret: undefined,
      logLevel: 'info',
    });
    expect(config.publicUrl.origin).toBe('http://localhost:3000');
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl.origin).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be/],
    [{ PUBLIC_URL: 'localhost' }, /^PUBLIC_URL must be a URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL must start with/],
    [{ DATABASE_URL: 'mysql://x/y' }, /^DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must start with smtp/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32/],
    [{ MAIL_FROM: 'nobody' }, /^MAIL_FROM must contain/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

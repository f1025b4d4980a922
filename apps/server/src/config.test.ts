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
      fetchAllowPrivate: false,
      reminders: { hour: 7, checkSeconds: 300 },
    });
    expect(config.publicUrl.origin).toBe('http://localhost:3000');
  });

  it('lets the link reader fetch private addresses only with FETCH_ALLOW_PRIVATE=1', () => {
    expect(loadConfig({ FETCH_ALLOW_PRIVATE: '1' }).fetchAllowPrivate).toBe(true);
    expect(loadConfig({ FETCH_ALLOW_PRIVATE: '0' }).fetchAllowPrivate).toBe(false);
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
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /^GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [
      { FACEBOOK_CLIENT_ID: 'a', FACEBOOK_CLIENT_SECRET: 'b', FACEBOOK_TOKEN_URL: 'nope' },
      /^FACEBOOK_TOKEN_URL must be a URL/,
    ],
    [{ ANALYTICS_GA4_ID: 'UA-123' }, /^ANALYTICS_GA4_ID must look like/],
    [{ ANALYTICS_GA4_ID: 'G-ABC123', ANALYTICS_SCRIPT_URL: 'https://p.example/js' }, /not both/],
    [{ FETCH_ALLOW_PRIVATE: 'yes' }, /^FETCH_ALLOW_PRIVATE must be 1/],
    [{ REMINDER_HOUR: '24' }, /^REMINDER_HOUR must be a whole number from 0 to 23/],
    [{ REMINDER_CHECK_SECONDS: '0.5' }, /^REMINDER_CHECK_SECONDS must be a whole number/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("turns social and analytics variables into settings, with the providers' defaults", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      ANALYTICS_SCRIPT_URL: 'https://stats.example/js/script.js',
    });
    expect(config.social.google).toMatchObject({
      clientId: 'g',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
    });
    expect(loadConfig({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's' }).social.facebook?.scope).toBe(
      'email public_profile',
    );
    expect(config.social.facebook).toBeUndefined();
    expect(config.analytics).toEqual({
      provider: 'plausible',
      scriptUrl: 'https://stats.example/js/script.js',
      domain: 'localhost',
    });
    expect(loadConfig({}).analytics).toBeNull();
  });
});

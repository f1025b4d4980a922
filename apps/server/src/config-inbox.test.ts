import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the inbox settings', () => {
  it('refuse private mailbox hosts and generate the key unless told otherwise', () => {
    expect(loadConfig({}).inbox).toEqual({ allowPrivateHosts: false, secret: undefined });
    expect(loadConfig({ INBOX_ALLOW_PRIVATE_HOSTS: 'true' }).inbox.allowPrivateHosts).toBe(true);
    expect(loadConfig({ INBOX_ALLOW_PRIVATE_HOSTS: 'false' }).inbox.allowPrivateHosts).toBe(false);
  });

  it('stop start-up with one line for a bad value', () => {
    expect(() => loadConfig({ INBOX_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
      new ConfigError('INBOX_ALLOW_PRIVATE_HOSTS must be true or false, got "yes"'),
    );
    expect(() => loadConfig({ INBOX_SECRET: 'short' })).toThrow(
      new ConfigError('INBOX_SECRET must be at least 32 characters long'),
    );
    expect(loadConfig({ INBOX_SECRET: 'k'.repeat(32) }).inbox.secret).toBe('k'.repeat(32));
  });
});

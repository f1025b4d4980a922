import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the browser extension’s store listings', () => {
  it('are off by default, and the packed build is looked for where the build writes it', () => {
    const { extension } = loadConfig({});
    expect(extension.chromeStoreUrl).toBeNull();
    expect(extension.firefoxStoreUrl).toBeNull();
    expect(extension.zipFile).toMatch(/apps[\\/]extension[\\/]dist[\\/]hirelane-extension\.zip$/);
  });

  it('are read from EXTENSION_CHROME_STORE_URL and EXTENSION_FIREFOX_STORE_URL', () => {
    const { extension } = loadConfig({
      EXTENSION_CHROME_STORE_URL: 'https://chromewebstore.google.com/detail/hirelane/abc',
      EXTENSION_FIREFOX_STORE_URL: 'https://addons.mozilla.org/firefox/addon/hirelane/',
      EXTENSION_UNRELATED: '',
    });
    expect(extension).toMatchObject({
      chromeStoreUrl: 'https://chromewebstore.google.com/detail/hirelane/abc',
      firefoxStoreUrl: 'https://addons.mozilla.org/firefox/addon/hirelane/',
    });
    expect(loadConfig({ EXTENSION_CHROME_STORE_URL: '' }).extension.chromeStoreUrl).toBeNull();
  });

  it.each([
    [{ EXTENSION_CHROME_STORE_URL: 'chromewebstore' }, /^EXTENSION_CHROME_STORE_URL must be a URL/],
    [
      { EXTENSION_FIREFOX_STORE_URL: 'http://addons.mozilla.org/x' },
      /^EXTENSION_FIREFOX_STORE_URL must start with https:\/\//,
    ],
    [{ EXTENSION_CHROME_STORE_URL: 'javascript:alert(1)' }, /^EXTENSION_CHROME_STORE_URL must start with/],
  ])('stop start-up on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

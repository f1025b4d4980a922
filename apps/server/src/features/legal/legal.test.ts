import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { sourceRenderer } from '../../../test/source-renderer.ts';

// The legal texts as pages from the server (SQLite, or PostgreSQL with TEST_DATABASE_URL): whole
// HTML in the visitor's language, indexable, cacheable by anyone who checks first, without script.

const t = await fileTestApp({}, undefined, undefined, await sourceRenderer());
const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
/** What a browser in each language sends. */
const ACCEPT_LANGUAGE = { en: 'en', no: 'nb-NO,nb;q=0.9' } as const;

describe('the legal pages', () => {
  it('are whole HTML in the asked language, with the same rules for every visitor', async () => {
    const cases = [
      ['/privacy-policy', 'en', 'Privacy policy'],
      ['/terms-conditions', 'en', 'Terms and conditions'],
      ['/refund-policy', 'no', 'Retningslinjer for refusjon'],
    ] as const;
    for (const [path, language, title] of cases) {
      const page = await open(path, { 'accept-language': ACCEPT_LANGUAGE[language] });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toMatch(new RegExp(`^<!doctype html><html lang="${language}"`));
      expect(headingOf(page.body)).toBe(title);
      expect(page.body).toContain(`<title>${title}</title>`);
      // Everyone reads the same text: a shared cache may keep it, checking with the ETag each time.
      expect(page.headers['cache-control']).toBe('public, no-cache');
      expect(page.headers.vary).toBe('accept-encoding, accept-language, cookie');
      expect(page.headers['x-robots-tag']).toBeUndefined();
      expect(page.headers['referrer-policy']).not.toBe('no-referrer');
      expect(page.body).not.toContain('name="robots"');
      expect(page.body).not.toMatch(/<script\b/);
      const again = await open(path, {
        'accept-language': ACCEPT_LANGUAGE[language],
        'if-none-match': String(page.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('come compressed to a browser that accepts it, the same page and ETag', async () => {
    const plain = await open('/privacy-policy');
    const compressed = await open('/privacy-policy', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('speak the language chosen by link, and remember it', async () => {
    const page = await open('/privacy-policy?lang=no', { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    expect(headingOf(page.body)).toBe('Personvernerklæring');
    expect(String(page.headers['set-cookie'])).toMatch(/^hirelane-lang=no;/);
    const next = await open('/terms-conditions', { cookie: 'hirelane-lang=no', 'accept-language': 'en' });
    expect(next.body).toMatch(/^<!doctype html><html lang="no"/);
  });

  it('offer no cookie settings button: the page runs no script to open them', async () => {
    const page = await open('/privacy-policy');
    expect(page.body).not.toMatch(/<button[^>]*>[^<]*Cookie settings/);
    expect(page.body).not.toContain('<button');
  });
});

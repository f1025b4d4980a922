import zlib from 'node:zlib';
import type { PublicPageRequest } from '@hirelane/contract/public-page';
import { describe, expect, it } from 'vitest';
import { rememberingRenderer } from './rendered-pages.ts';

const requestFor = (document: 'terms' | 'privacy', language: 'en' | 'no' = 'en'): PublicPageRequest => ({
  content: { page: 'legal', document },
  language,
  url: `/${document}`,
  canonicalUrl: `http://localhost/${document}`,
  origin: 'http://localhost',
  styles: [],
  scripts: [],
});

describe('the remembering renderer', () => {
  it('renders a request once, and again for other content or another language', () => {
    const rendered: string[] = [];
    const render = rememberingRenderer((request) => {
      const html = `<html lang="${request.language}">${request.url}</html>`;
      rendered.push(html);
      return html;
    });
    const first = render(requestFor('terms'));
    expect(render(requestFor('terms'))).toBe(first);
    expect(rendered).toHaveLength(1);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);

    const other = render(requestFor('privacy'));
    const norwegian = render(requestFor('terms', 'no'));
    expect(rendered).toHaveLength(3);
    expect(new Set([first.etag, other.etag, norwegian.etag]).size).toBe(3);
  });

  it('knows content it was given before by the object, without reading it through again', () => {
    let reads = 0;
    const content = {
      page: 'legal' as const,
      get document() {
        reads += 1;
        return 'terms' as const;
      },
    };
    let renders = 0;
    const render = rememberingRenderer((request) => {
      renders += 1;
      return `<html lang="${request.language}"></html>`;
    });
    const first = render({ ...requestFor('terms'), content });
    const readsOnce = reads;
    expect(render({ ...requestFor('terms'), content })).toBe(first);
    expect(reads).toBe(readsOnce);
    // Another language or address of the same content is another page.
    expect(render({ ...requestFor('terms', 'no'), content })).not.toBe(first);
    expect(renders).toBe(2);
    // Equal content in another object is still the same page, found by its serialised form.
    expect(render(requestFor('terms'))).toBe(first);
    expect(renders).toBe(2);
  });

  it('gives the page as bytes, compressed once per encoding the request accepts', () => {
    const text = 'Sykepleier i Bodø – natt og dag. '.repeat(100);
    const render = rememberingRenderer((request) =>
      request.url === '/terms' ? `<html><p>${text}</p></html>` : '<html></html>',
    );
    const page = render(requestFor('terms'));
    const plain = page.bodyFor(undefined);
    expect(plain).toEqual({ body: Buffer.from(page.html), encoding: null });

    const br = page.bodyFor('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page.html);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(page.bodyFor('br').body).toBe(br.body);

    const gzip = page.bodyFor('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page.html);
    expect(page.bodyFor('identity').encoding).toBeNull();
    // A page too small to gain from compression goes as it is.
    expect(render(requestFor('privacy')).bodyFor('br').encoding).toBeNull();
  });
});

import crypto from 'node:crypto';
import type { PublicPageRequest, RenderPublicPage } from '@hirelane/contract/public-page';
import { createLru } from '../cache/lru.ts';
import { COMPRESS_THRESHOLD_BYTES, compressorsAt, type Encoding, preferredEncoding } from './compression.ts';

/** A rendered page and its entity tag (a hash of the HTML). */
export type RenderedPage = {
  html: string;
  etag: string;
  /**
   * The bytes to send for a request's Accept-Encoding, and their Content-Encoding (null: as they
   * are): the HTML is encoded to UTF-8 once and compressed once per encoding, not on every answer.
   */
  bodyFor: (acceptEncoding: string | undefined) => { body: Buffer; encoding: Encoding | null };
};

/** How many rendered pages are kept (a shared CV is ~20–40 KiB of HTML). */
const CAPACITY = 300;
/** How many addresses and languages one content object remembers its pages for. */
const PAGES_PER_CONTENT = 8;

const hashOf = (text: string): string =>
  crypto.createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** Kept pages are compressed once: brotli a little harder than for answers made per request. */
const compressors = compressorsAt(6);

const renderedPage = (html: string): RenderedPage => {
  const bytes = Buffer.from(html);
  const compressed: Partial<Record<Encoding, Buffer>> = {};
  return {
    html,
    etag: `"${hashOf(html)}"`,
    bodyFor: (acceptEncoding) => {
      const encoding =
        bytes.length < COMPRESS_THRESHOLD_BYTES ? undefined : preferredEncoding(acceptEncoding);
      if (!encoding) return { body: bytes, encoding: null };
      compressed[encoding] ??= compressors[encoding](bytes);
      return { body: compressed[encoding], encoding };
    },
  };
};

/**
 * The renderer with a memory of its last pages. A page is a pure function of what it is made from
 * (the loader's content, the language, the address, the linked files), so the same request gives
 * the same HTML: it is rendered once and then answered from here. The loader still runs on every
 * request (views are counted, a revoked link is dead at once): changed content is another key.
 *
 * A loader that hands out the same content object again (one read reused for a moment) is known by
 * that object, without serialising and hashing the content; content is never changed once made.
 */
export const rememberingRenderer = (render: RenderPublicPage) => {
  const pages = createLru<string, RenderedPage>(CAPACITY);
  const byContent = new WeakMap<object, Map<string, RenderedPage>>();
  return (request: PublicPageRequest): RenderedPage => {
    const { content, ...rest } = request;
    const restKey = JSON.stringify(rest);
    const ofContent = byContent.get(content);
    const seen = ofContent?.get(restKey);
    if (seen) return seen;
    const key = hashOf(`${restKey}\n${JSON.stringify(content)}`);
    let page = pages.get(key);
    if (!page) {
      page = renderedPage(render(request));
      pages.set(key, page);
    }
    if (!ofContent) byContent.set(content, new Map([[restKey, page]]));
    else if (ofContent.size < PAGES_PER_CONTENT) ofContent.set(restKey, page);
    return page;
  };
};

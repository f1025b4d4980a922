import crypto from 'node:crypto';
import type { PublicPageRequest, RenderPublicPage } from '@hirelane/contract/public-page';
import { createLru } from '../cache/lru.ts';

/** A rendered page and its entity tag (a hash of the HTML). */
export type RenderedPage = { html: string; etag: string };

/** How many rendered pages are kept (a shared CV is ~20–40 KiB of HTML). */
const CAPACITY = 300;

const hashOf = (text: string): string =>
  crypto.createHash('sha256').update(text).digest('base64url').slice(0, 32);

/**
 * The renderer with a memory of its last pages. A page is a pure function of what it is made from
 * (the loader's content, the language, the address, the linked files), so the same request gives
 * the same HTML: it is rendered once and then answered from here. The loader still runs on every
 * request (views are counted, a revoked link is dead at once): changed content is another key.
 */
export const rememberingRenderer = (render: RenderPublicPage) => {
  const pages = createLru<string, RenderedPage>(CAPACITY);
  return (request: PublicPageRequest): RenderedPage => {
    const key = hashOf(JSON.stringify(request));
    const known = pages.get(key);
    if (known) return known;
    const html = render(request);
    const page = { html, etag: `"${hashOf(html)}"` };
    pages.set(key, page);
    return page;
  };
};

/* A web address as people read and compare it; plain functions, free of zod. */

/** "https://www.linkedin.com/in/kari/" → "linkedin.com/in/kari": an address as people read it. */
export const readableUrl = (url: string) =>
  url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

/**
 * A link's address as compared for repeats (a profile holds each once): as people read it (no
 * scheme, no "www.", no trailing slash), in any case. Free of zod, so a page can use it cheaply.
 */
export const linkKey = (url: string) => readableUrl(url.trim()).replace(/\/+$/, '').toLowerCase();

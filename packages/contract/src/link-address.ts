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

/** A host and path typed without a scheme ("finn.no/job/123", "www.nav.no"): a dotted name, a port, then a path or nothing. */
const BARE_HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]|$)/u;

/**
 * A link as people paste it, made a web address: "finn.no/job/123" and "//finn.no/job/123" get
 * "https://" before them; anything else (a link with a scheme, a word) is left as it was.
 */
export const withWebScheme = (link: string) => {
  if (link.startsWith('//')) return `https:${link}`;
  return BARE_HOST.test(link) ? `https://${link}` : link;
};

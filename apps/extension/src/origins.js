// @ts-check
// Addresses of a Hirelane, shared by the extension's pages and its build (no imports: the build
// reads it in Node).

/**
 * An address the user typed, as an origin: https anywhere, http only on this computer; else null.
 * @param {string} text
 * @returns {string | null}
 */
export const originOf = (text) => {
  try {
    const url = new URL(text.trim());
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return url.origin;
  } catch {
    // not an address
  }
  return null;
};

/**
 * The host permission for an origin (match patterns have no port: every port of that host).
 * @param {string} origin
 */
export const hostPattern = (origin) => {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
};

/** Where the connect script runs: Hirelane's connect page only. @param {string} origin */
export const connectPagePattern = (origin) => hostPattern(origin).replace(/\*$/, 'extension/connect*');

/** The connect page of a Hirelane. @param {string} origin */
export const connectPageUrl = (origin) => `${origin}/extension/connect`;

import type { Clock } from '../clock.ts';
import { hmac, safeEqual } from './random.ts';

export type Signature = { expires: number; signature: string };

/**
 * Short-lived capability URLs for things a browser fetches without a bearer token (`<video src>`,
 * `<img src>`): HMAC-SHA256 over the path and expiry, checked in constant time. The expiry is
 * rounded up to a quarter of the lifetime, so a URL lives between `ttlSeconds` and 1.25 times it
 * and is the same for every request in that quarter: a page that carries it keeps its ETag (a
 * reload is a 304) and the browser keeps its cached copy of the file.
 */
export const createUrlSigner = (key: string, clock: Clock, ttlSeconds: number) => {
  const mac = (path: string, expires: number) => hmac(key, `${path}\n${expires}`);
  const step = Math.max(1, Math.floor(ttlSeconds / 4));
  return {
    sign: (path: string): Signature => {
      const earliest = Math.floor(clock.now().getTime() / 1000) + ttlSeconds;
      const expires = Math.ceil(earliest / step) * step;
      return { expires, signature: mac(path, expires) };
    },
    /** Whether the signature is this path's and has not expired. */
    verify: (path: string, { expires, signature }: Signature): boolean =>
      expires * 1000 > clock.now().getTime() && safeEqual(mac(path, expires), signature),
  };
};

export type UrlSigner = ReturnType<typeof createUrlSigner>;

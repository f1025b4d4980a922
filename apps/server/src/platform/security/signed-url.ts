import type { Clock } from '../clock.ts';
import { hmac, safeEqual } from './random.ts';

export type Signature = { expires: number; signature: string };

/**
 * Short-lived capability URLs for things a browser fetches without a bearer token (`<video src>`,
 * `<img src>`): HMAC-SHA256 over the path and expiry, checked in constant time.
 */
export const createUrlSigner = (key: string, clock: Clock, ttlSeconds: number) => {
  const mac = (path: string, expires: number) => hmac(key, `${path}\n${expires}`);
  return {
    sign: (path: string): Signature => {
      const expires = Math.floor(clock.now().getTime() / 1000) + ttlSeconds;
      return { expires, signature: mac(path, expires) };
    },
    /** Whether the signature is this path's and has not expired. */
    verify: (path: string, { expires, signature }: Signature): boolean =>
      expires * 1000 > clock.now().getTime() && safeEqual(mac(path, expires), signature),
  };
};

export type UrlSigner = ReturnType<typeof createUrlSigner>;

import crypto from 'node:crypto';

/** Row ids: random UUIDs made by the app, the same on SQLite and PostgreSQL. */
export const newId = (): string => crypto.randomUUID();

/** An unguessable token: `bytes` of CSPRNG output as base64url (32 bytes = 256 bits). */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

/** A numeric one-time code of `digits` digits, uniformly drawn from a CSPRNG. */
export const randomDigits = (digits: number): string =>
  crypto
    .randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');

/** Hash for high-entropy secrets (refresh tokens): a plain SHA-256 is enough. */
export const sha256 = (value: string): string =>
  crypto.createHash('sha256').update(value).digest('base64url');

/** Keyed hash for low-entropy secrets (6-digit codes), so a leaked table cannot be brute-forced offline. */
export const hmac = (key: string, value: string): string =>
  crypto.createHmac('sha256', key).update(value).digest('base64url');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

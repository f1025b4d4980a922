import crypto from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals short secrets a feature must give back later (a mailbox's password) with AES-256-GCM: a
 * fresh 96-bit nonce per seal, the tag checked on open, and a key derived from `secret` for one
 * `purpose` (HKDF-SHA256), so one server secret never keys two uses. Sealed text is
 * `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export const createSealer = (secret: string, purpose: string) => {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'hirelane', purpose, 32));
  return {
    seal: (plain: string): string => {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when the sealed text was altered or sealed with another key. */
    open: (sealed: string): string | null => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
};

export type Sealer = ReturnType<typeof createSealer>;

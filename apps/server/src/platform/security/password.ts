import crypto from 'node:crypto';
import { promisify } from 'node:util';

/** argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1), stored in PHC string format. */
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const argon2 = promisify(crypto.argon2);

type Params = { memory: number; passes: number; parallelism: number; tagLength: number };

const derive = async (password: string, nonce: Buffer, params: Params): Promise<Buffer> =>
  argon2('argon2id', { message: password, nonce, ...params });

export const hashPassword = async (password: string): Promise<string> => {
  const nonce = crypto.randomBytes(16);
  const tag = await derive(password, nonce, PARAMS);
  const { memory: m, passes: t, parallelism: p } = PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${nonce.toString('base64url')}$${tag.toString('base64url')}`;
};

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, nonce, tag] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(tag, 'base64url');
  const actual = await derive(password, Buffer.from(nonce, 'base64url'), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return crypto.timingSafeEqual(actual, expected);
};

/** A hash of nothing, verified against when the account is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
};

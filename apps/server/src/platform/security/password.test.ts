import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores argon2id with m=19456, t=2, p=1 and a random salt', async () => {
    const first = await hashPassword('fjord-lantern-47');
    const second = await hashPassword('fjord-lantern-47');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('blåbærsyltetøy');
    expect(await verifyPassword('blåbærsyltetøy', stored)).toBe(true);
    expect(await verifyPassword('blabaersyltetoy', stored)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('knows common passwords regardless of case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('fjord-lantern-47')).toBe(false);
  });
});

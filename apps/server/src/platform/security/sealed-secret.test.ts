import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed-secret.ts';

describe('sealed secrets', () => {
  const sealer = createSealer('a-server-secret-long-enough-0123456789', 'inbox-password');

  it('give back what was sealed, and never show it in the sealed text', () => {
    const sealed = sealer.seal('app-password æøå');
    expect(sealed).not.toContain('app-password');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealer.open(sealed)).toBe('app-password æøå');
    // A fresh nonce each time: the same password never seals to the same text.
    expect(sealer.seal('app-password æøå')).not.toBe(sealed);
  });

  it('refuse a sealed text that was altered or made with another key or purpose', () => {
    const sealed = sealer.seal('secret');
    const [version, iv, tag, body = ''] = sealed.split('.');
    // One character of the body changed to another (never to itself), so the text is always altered.
    const changed = body.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${version}.${iv}.${tag}.${body.slice(0, -2)}${changed}${body.slice(-1)}`;
    expect(flipped).not.toBe(sealed);
    expect(sealer.open(flipped)).toBeNull();
    expect(
      createSealer('another-server-secret-long-enough-012345', 'inbox-password').open(sealed),
    ).toBeNull();
    expect(createSealer('a-server-secret-long-enough-0123456789', 'other').open(sealed)).toBeNull();
    expect(sealer.open('garbage')).toBeNull();
  });
});

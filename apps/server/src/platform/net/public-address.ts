import ipaddr from 'ipaddr.js';

/**
 * Whether an address is one the server may connect to on a user's behalf: public unicast only.
 * Refused: private (RFC 1918, IPv6 unique-local), loopback, link-local (cloud metadata at
 * 169.254.169.254 and fe80::/10), multicast, broadcast, unspecified, CGNAT (100.64/10, also
 * Alibaba's metadata), reserved/documentation/benchmark ranges, IPv6 outside 2000::/3 and the
 * deprecated IPv4-compatible ::/96. IPv6 forms that carry an IPv4 address (IPv4-mapped
 * ::ffff:a.b.c.d, SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the
 * IPv4 address inside; Teredo and local-use NAT64 (64:ff9b:1::/48) are refused outright.
 */
export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

const REASONS: Record<string, string> = {
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  loopback: 'this server itself (loopback)',
  linkLocal: 'a link-local address (such as a cloud metadata service)',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
  carrierGradeNat: 'a carrier-grade NAT address',
};

const refuse = (range: string): AddressVerdict => ({
  allowed: false,
  reason: REASONS[range] ?? 'an address reserved for special use',
});

const judgeV4 = (address: ipaddr.IPv4): AddressVerdict => {
  const range = address.range();
  return range === 'unicast' ? { allowed: true } : refuse(range);
};

/** The IPv4 address in the last 32 bits, or (6to4) in bits 16–47. */
const embeddedV4 = (address: ipaddr.IPv6, at: 'end' | '6to4'): ipaddr.IPv4 => {
  const parts = address.parts;
  const [high, low] = at === 'end' ? [parts[6] ?? 0, parts[7] ?? 0] : [parts[1] ?? 0, parts[2] ?? 0];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
};

const judgeV6 = (address: ipaddr.IPv6): AddressVerdict => {
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return judgeV4(embeddedV4(address, 'end'));
  if (range === '6to4') return judgeV4(embeddedV4(address, '6to4'));
  if (range === 'rfc6052') {
    // 64:ff9b::/96 translates to the IPv4 inside; 64:ff9b:1::/48 is for local use only.
    return address.match(ipaddr.IPv6.parse('64:ff9b::'), 96)
      ? judgeV4(embeddedV4(address, 'end'))
      : refuse('private');
  }
  if (range !== 'unicast') return refuse(range);
  // Global unicast is 2000::/3; the rest is unassigned, or ::/96 (IPv4-compatible, deprecated).
  if (!address.match(ipaddr.IPv6.parse('2000::'), 3)) return refuse('reserved');
  return { allowed: true };
};

/** Judges one literal address (IPv4, or IPv6 with or without brackets and zone). */
export const judgeAddress = (literal: string): AddressVerdict => {
  const bare = literal.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return { allowed: false, reason: 'not an IP address' };
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4' ? judgeV4(address as ipaddr.IPv4) : judgeV6(address as ipaddr.IPv6);
};

/**
 * Special-use names (RFC 6761 and the like) that never name a public web page: refused before any
 * DNS question is asked.
 */
const SPECIAL_NAMES =
  /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|test|example|invalid|onion|arpa)$/i;

export const isSpecialUseName = (hostname: string): boolean =>
  SPECIAL_NAMES.test(hostname.replace(/\.$/, ''));

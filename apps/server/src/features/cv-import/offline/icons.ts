/** What a contact icon stands for. */
export type ContactKind = 'email' | 'phone' | 'place' | 'web';

/** The symbols each kind of contact detail is marked with, the first being the one icon-font glyphs become. */
const SYMBOLS: Record<ContactKind, string[]> = {
  email: ['✉', '📧', '📨', '🖂'],
  phone: ['☎', '📞', '📱', '☏', '✆'],
  place: ['📍', '⌂', '🏠', '🏡', '⚲'],
  web: ['🔗', '🌐'],
};

/**
 * Icon-font glyphs (private-use code points) for contact details, by Font Awesome's code points:
 * envelope, phone, mobile, map marker, home, globe, link, LinkedIn, GitHub.
 */
const FONT_ICONS: Record<number, ContactKind> = {
  61664: 'email',
  61443: 'email',
  62134: 'email',
  61849: 'email',
  61589: 'phone',
  61592: 'phone',
  61707: 'phone',
  62413: 'phone',
  63609: 'phone',
  61505: 'place',
  62405: 'place',
  61461: 'place',
  62070: 'place',
  61612: 'web',
  61633: 'web',
  61580: 'web',
  61665: 'web',
  61595: 'web',
  61586: 'web',
  61715: 'web',
};

const PRIVATE_USE = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;

/**
 * A text with icon-font glyphs made readable: a known contact icon becomes its symbol (✉ ☎ 📍 🔗)
 * followed by a space, any other private-use glyph (a bullet, a briefcase before a title) is dropped.
 */
export const withReadableIcons = (text: string): string =>
  text.replace(PRIVATE_USE, (glyph) => {
    const kind = FONT_ICONS[glyph.codePointAt(0) ?? 0];
    return kind ? `${SYMBOLS[kind][0]} ` : ' ';
  });

/** Any contact symbol, as a regular-expression alternation. */
export const CONTACT_SYMBOL = Object.values(SYMBOLS).flat().join('|');

const MARKER = new RegExp(`^(${CONTACT_SYMBOL})\\uFE0F?\\s*`, 'u');

/** A contact detail's icon at the start of a text ("✉ kari@example.no", "📍 Bergen"): its kind and the rest. */
export const contactMarker = (text: string): { kind: ContactKind; rest: string } | null => {
  const match = MARKER.exec(text);
  if (!match) return null;
  const kind = (Object.keys(SYMBOLS) as ContactKind[]).find((k) => SYMBOLS[k].includes(match[1] ?? ''));
  return kind ? { kind, rest: text.slice(match[0].length).trim() } : null;
};

/** Symbols and emoji in front of a title ("💼 Experience"): none are part of it. */
export const LEADING_SYMBOLS = /^(?:[\p{So}\p{Sk}\p{Co}\s]|\uFE0F)+/u;

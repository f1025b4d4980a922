import { describe, expect, it } from 'vitest';
import { headingKind } from './cv-sections.ts';
import { contactMarker, withReadableIcons } from './icons.ts';
import { textLine } from './layout.ts';
import { profileOf } from './profile-fields.ts';

const line = (text: string, size = 10) => textLine(text, { size });

describe('icon-font glyphs', () => {
  it.each([
    ['Font Awesome envelope', '\u{f0e0} kari@example.no', '✉ kari@example.no'],
    ['Font Awesome phone, no space', '\u{f095}912 34 567', '☎ 912 34 567'],
    ['Font Awesome map marker', '\u{f3c5} Bergen', '📍 Bergen'],
    ['an unknown glyph (a briefcase)', '\u{f0b1} Experience', 'Experience'],
  ])('%s', (_case, text, readable) => {
    expect(line(text).text).toBe(readable);
    expect(withReadableIcons(text).replace(/\s+/g, ' ').trim()).toBe(readable);
  });

  it.each([
    ['✉ anna@example.se', 'email', 'anna@example.se'],
    ['☎ +45 20 12 34 56', 'phone', '+45 20 12 34 56'],
    ['⌂ Malmö', 'place', 'Malmö'],
    ['🌐 kari.dev', 'web', 'kari.dev'],
  ])('"%s" is marked as %s', (text, kind, rest) => {
    expect(contactMarker(text)).toEqual({ kind, rest });
  });
});

describe('headings with an icon in front', () => {
  it.each([
    ['en', '💼 Experience', 'experience'],
    ['no', '\u{f19d} Utdanning', 'education'],
    ['sv', '🗣 Språk', 'language'],
    ['da', '★ Kompetencer', 'professional'],
  ])('%s: "%s" → %s', (_language, text, kind) => {
    expect(headingKind(line(text))).toBe(kind);
  });
});

describe('a sidebar whose contact details are marked by icons', () => {
  it.each([
    [
      'en',
      ['Jane Smith', '\u{f0e0} jane@example.com', '\u{f095} +44 7700 900123', '\u{f041} Leeds'],
      { email: 'jane@example.com', phone: '+44 7700 900123', location: 'Leeds' },
    ],
    [
      'no',
      ['Kari Nordmann', 'Utvikler', '✉ kari@example.no ☎ 912 34 567 ⌂ Tromsø'],
      { email: 'kari@example.no', phone: '912 34 567', location: 'Tromsø', headline: 'Utvikler' },
    ],
    [
      'sv',
      ['Anna Berg', '\u{f3c5}', 'Västerås', '\u{f0e0} anna@example.se'],
      { email: 'anna@example.se', location: 'Västerås' },
    ],
    [
      'da',
      ['Mette Jensen', '📞 +45 20 12 34 56', '📍 Aarhus C', '🔗 linkedin.com/in/mette'],
      { phone: '+45 20 12 34 56', location: 'Aarhus C' },
    ],
  ])('%s', (_language, texts, expected) => {
    const lines = texts.map((text, index) => line(text, index === 0 ? 20 : 10));
    expect(profileOf(lines)).toMatchObject(expected);
  });
});

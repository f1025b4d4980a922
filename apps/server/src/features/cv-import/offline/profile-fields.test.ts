import { describe, expect, it } from 'vitest';
import { lineOf } from './layout.ts';
import { profileOf } from './profile-fields.ts';

const lines = (...texts: string[]) =>
  texts.map((text, index) => lineOf([{ text, x: 0, right: 0 }], 1, index * 12, index === 0 ? 24 : 10));

describe('profileOf', () => {
  it.each([
    [
      'en',
      ['Jane Smith', 'Product Designer', 'jane@example.com · +44 7700 900123 · London'],
      {
        firstName: 'Jane',
        lastName: 'Smith',
        headline: 'Product Designer',
        location: 'London',
        email: 'jane@example.com',
      },
    ],
    [
      'no',
      ['Kari Nordmann', 'E-post: kari@example.no', 'Mobil: 912 34 567', 'Bosted: Bergen'],
      { firstName: 'Kari', phone: '912 34 567', location: 'Bergen' },
    ],
    [
      'sv',
      ['Anna Berg', 'Systemutvecklare', 'E-post: anna@example.se', 'Telefon: 070-123 45 67', 'Ort: Malmö'],
      {
        lastName: 'Berg',
        email: 'anna@example.se',
        phone: '070-123 45 67',
        location: 'Malmö',
        headline: 'Systemutvecklare',
      },
    ],
    [
      'da',
      ['Mette Jensen', 'E-mail: mette@example.dk', 'Tlf.: +45 20 12 34 56', 'Adresse: Aarhus'],
      { firstName: 'Mette', email: 'mette@example.dk', phone: '+45 20 12 34 56', location: 'Aarhus' },
    ],
  ])('%s: %j', (_language, texts, expected) => {
    expect(profileOf(lines(...texts))).toMatchObject(expected);
  });
});

describe('profileOf on layouts made by other tools', () => {
  const at = (texts: [string, number][]) =>
    texts.map(([text, size], index) => lineOf([{ text, x: 0, right: 0 }], 1, index * 12, size));

  it.each([
    [
      'sv: name and headline on one line (moderncv banking)',
      [
        ['Johanna Berglund | Butikschef', 20],
        ['Göteborg · +46 70 111 22 33', 10],
      ],
      { firstName: 'Johanna', lastName: 'Berglund', headline: 'Butikschef', location: 'Göteborg' },
    ],
    [
      'da: a name in capitals over two lines (Canva-like)',
      [
        ['LINE', 28],
        ['MORTENSEN', 28],
        ['SYGEPLEJERSKE', 12],
        ['line@example.dk', 10],
      ],
      { firstName: 'LINE', lastName: 'MORTENSEN', headline: 'SYGEPLEJERSKE' },
    ],
    [
      'en: an icon font glyph read as a letter before the town',
      [
        ['Sofia Marchetti', 30],
        ['Ȱ Stockholm, Sweden | Ȳ +46 70 226 91 35', 10],
      ],
      { firstName: 'Sofia', location: 'Stockholm, Sweden', phone: '+46 70 226 91 35' },
    ],
    [
      "no: LinkedIn's three-part place, the CV's own title and logo skipped",
      [
        ['europass', 25],
        ['Curriculum Vitae', 14],
        ['Jonas Strand', 14],
        ['Kristiansand, Agder, Norge', 11],
      ],
      { firstName: 'Jonas', location: 'Kristiansand, Agder, Norge', headline: '' },
    ],
  ] as [string, [string, number][], object][])('%s', (_case, texts, expected) => {
    expect(profileOf(at(texts))).toMatchObject(expected);
  });
});

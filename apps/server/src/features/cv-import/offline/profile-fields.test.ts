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

import { describe, expect, it } from 'vitest';
import { lineOf, textLine } from './layout.ts';
import { languagesOf, skillsOf } from './list-fields.ts';

const lines = (...texts: string[]) => texts.map((text) => textLine(text));

describe('languagesOf', () => {
  it.each([
    [
      'en',
      ['English – Native', 'German (basic)'],
      [
        ['English', 5],
        ['German', 1],
      ],
    ],
    ['en', ['French: C1'], [['French', 4]]],
    [
      'no',
      ['Norsk – morsmål', 'Engelsk (flytende)'],
      [
        ['Norsk', 5],
        ['Engelsk', 4],
      ],
    ],
    ['no', ['Tysk', 'Grunnleggende'], [['Tysk', 1]]],
    [
      'sv',
      ['Svenska – modersmål', 'Engelska: flytande', 'Tyska (grundläggande)'],
      [
        ['Svenska', 5],
        ['Engelska', 4],
        ['Tyska', 1],
      ],
    ],
    ['sv', ['Franska – goda kunskaper'], [['Franska', 2]]],
    [
      'da',
      ['Dansk – modersmål', 'Engelsk – flydende', 'Tysk: grundlæggende'],
      [
        ['Dansk', 5],
        ['Engelsk', 4],
        ['Tysk', 1],
      ],
    ],
    [
      'da',
      ['Svensk (meget godt)', 'Fransk – niveau B1'],
      [
        ['Svensk', 3],
        ['Fransk', 2],
      ],
    ],
    [
      'en',
      ['Spanish (Limited Working)', 'German (Professional Working)'],
      [
        ['Spanish', 2],
        ['German', 3],
      ],
    ],
    [
      'no',
      ['Norsk (Morsmål eller tospråklig)', 'Tysk (Begrenset yrkesmessig kompetanse)'],
      [
        ['Norsk', 5],
        ['Tysk', 2],
      ],
    ],
    [
      'sv',
      ['Svenska (Modersmål eller', 'tvåspråkig)', 'Engelska (Fullständig', 'yrkesmässig färdighet)'],
      [
        ['Svenska', 5],
        ['Engelska', 4],
      ],
    ],
    [
      'da',
      ['Dansk (Modersmål eller tosproget)', 'Tysk – Gode kundskaber'],
      [
        ['Dansk', 5],
        ['Tysk', 2],
      ],
    ],
    ['sv', ['Arabiska – mycket goda', 'kunskaper'], [['Arabiska', 3]]],
  ])('%s: %j', (_language, texts, expected) => {
    expect(languagesOf(lines(...texts)).map((l) => [l.language, l.level])).toEqual(expected);
  });
});

describe('skillsOf', () => {
  it.each([
    ['en', ['TypeScript, React, SQL'], ['TypeScript', 'React', 'SQL']],
    [
      'sv',
      ['Projektledning · Budgetering', 'Agila metoder'],
      ['Projektledning', 'Budgetering', 'Agila metoder'],
    ],
    ['da', ['• Sagsbehandling', '• Kundeservice'], ['Sagsbehandling', 'Kundeservice']],
    ['no', ['Verktøy: Git, Jira'], ['Git', 'Jira']],
    ['en', ['Languages: Go, TypeScript'], ['Go', 'TypeScript']],
  ])('%s: %j', (_language, texts, expected) => {
    expect(skillsOf(lines(...texts))).toEqual(expected);
  });

  it('drops a row\'s label cell in front of its list ("Technical" | "Kotlin, Java")', () => {
    const row = lineOf(
      [
        { text: 'Technical', x: 60, right: 120 },
        { text: 'Kotlin, Java', x: 131, right: 300 },
      ],
      1,
      0,
      11,
    );
    expect(skillsOf([row])).toEqual(['Kotlin', 'Java']);
  });
});

import { describe, expect, it } from 'vitest';
import { textLine } from './layout.ts';
import { SUMMARY_MAX, summaryOf } from './summary-fields.ts';

const lines = (...texts: string[]) => texts.map((text) => textLine(text));

describe('summaryOf', () => {
  it.each([
    [
      'en: a summary section, wrapped',
      lines('Backend developer with eight years of', 'experience in payments.'),
      [],
      'Backend developer with eight years of experience in payments.',
    ],
    [
      'sv: a profile section',
      lines('Erfaren projektledare som gillar ordning och reda.'),
      [],
      'Erfaren projektledare som gillar ordning och reda.',
    ],
    [
      'da: a paragraph under the name, no title',
      [],
      lines(
        'Mette Jensen',
        'Sygeplejerske',
        'Erfaren sygeplejerske med fokus på patientsikkerhed og godt samarbejde.',
        'mette@example.dk',
      ),
      'Erfaren sygeplejerske med fokus på patientsikkerhed og godt samarbejde.',
    ],
    [
      'no: no summary, only a name and a headline',
      [],
      lines('Kari Nordmann', 'Utvikler', 'kari@example.no'),
      null,
    ],
  ])('%s', (_case, summary, header, expected) => {
    expect(summaryOf(summary, header)).toBe(expected);
  });

  it('cuts a long summary at a word, within what the profile keeps', () => {
    const text = summaryOf(lines('word '.repeat(600).trim()), []) ?? '';
    expect(text.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(text.endsWith('word…')).toBe(true);
  });
});

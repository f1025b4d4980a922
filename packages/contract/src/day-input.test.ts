import { describe, expect, it } from 'vitest';
import { DAY_INPUT_FORMATS, formatDayInput, parseDayInput } from './day-input.ts';

describe('date fields', () => {
  it('show a day as the interface language writes it: en-GB 31/05/1990, nb-NO 31.05.1990', () => {
    expect(formatDayInput('1990-05-31', 'en')).toBe('31/05/1990');
    expect(formatDayInput('1990-05-31', 'no')).toBe('31.05.1990');
    expect(formatDayInput('soon', 'no')).toBe('soon');
    // Mantine's pickers write the same with these dayjs tokens.
    expect(DAY_INPUT_FORMATS).toEqual({ en: 'DD/MM/YYYY', no: 'DD.MM.YYYY' });
  });

  it('read a day typed day first, with any usual separator, or in ISO', () => {
    expect(parseDayInput('31.05.1990')).toBe('1990-05-31');
    expect(parseDayInput('31/05/1990')).toBe('1990-05-31');
    expect(parseDayInput(' 1.5.1990 ')).toBe('1990-05-01');
    expect(parseDayInput('1-5-1990')).toBe('1990-05-01');
    expect(parseDayInput('01 05 1990')).toBe('1990-05-01');
    expect(parseDayInput('1990-05-31')).toBe('1990-05-31');
  });

  it('refuse what is no real day', () => {
    for (const text of [
      '31.02.1990',
      '29.02.2023',
      '12.13.1990',
      '00.05.1990',
      '31.05.90',
      '1990',
      'soon',
      '',
    ])
      expect(parseDayInput(text), text).toBeNull();
    expect(parseDayInput('29.02.2024')).toBe('2024-02-29');
  });
});

import { describe, expect, it } from 'vitest';
import { findMonth, findRange, isDateText } from './cv-dates.ts';

describe('findRange', () => {
  it.each([
    ['en', 'Jan 2019 – Present', '2019-01', null, true],
    ['en', 'March 2018 to June 2021', '2018-03', '2021-06', false],
    ['no', 'jan. 2019 – nå', '2019-01', null, true],
    ['no', 'mars 2018 – dags dato', '2018-03', null, true],
    ['no', 'aug. 2015 – des. 2017', '2015-08', '2017-12', false],
    ['sv', 'maj 2019 – nu', '2019-05', null, true],
    ['sv', 'augusti 2016 till oktober 2018', '2016-08', '2018-10', false],
    ['sv', 'okt 2020 – tills vidare', '2020-10', null, true],
    ['sv', 'sedan mars 2022', '2022-03', null, true],
    ['da', 'marts 2017 – d.d.', '2017-03', null, true],
    ['da', 'maj 2015 – dec. 2018', '2015-05', '2018-12', false],
    ['da', 'februar 2021 – nu', '2021-02', null, true],
    ['da', 'siden september 2020', '2020-09', null, true],
  ])('%s: "%s"', (_language, text, startDate, endDate, isCurrent) => {
    expect(findRange(text)).toMatchObject({ startDate, endDate, isCurrent });
  });

  it.each(['Developer at Equinor', 'Nu 2019 people', 'Maj Andersson'])('finds no range in "%s"', (text) => {
    expect(findRange(text)).toBeNull();
  });
});

describe('findMonth', () => {
  it.each([
    ['en', 'Issued March 2021', '2021-03'],
    ['no', 'Utstedt okt. 2020', '2020-10'],
    ['sv', 'Utfärdad maj 2022', '2022-05'],
    ['da', 'Udstedt marts 2019', '2019-03'],
  ])('%s: "%s"', (_language, text, month) => {
    expect(findMonth(text)?.month).toBe(month);
  });
});

describe('isDateText', () => {
  it.each([
    ['maj 2019 – nu', true],
    ['marts 2017 – d.d.', true],
    ['Utvecklare', false],
  ])('"%s" → %s', (text, expected) => {
    expect(isDateText(text)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { openDate } from './open-dates.ts';

/** Checks that `openDate` reads `date` as `month`. */
const readAs = (date: unknown, month: string | null) => expect(openDate(date)).toBe(month);

describe('openDate', () => {
  it.each([
    ['2021-03-14', '2021-03'],
    ['2021-11', '2021-11'],
    ['Mar 2021', '2021-03'],
    ['September 2019', '2019-09'],
  ])('reads ISO days and months and LinkedIn month names to months: %j', readAs);

  it.each([
    ['2017', '2017'],
    [' 2018 ', '2018'],
  ])('keeps a year alone as the year, with no month made up: %j', readAs);

  it.each([[''], ['Present'], [2021], ['2021-13']])('answers null for an empty or unknown date: %j', (date) =>
    readAs(date, null),
  );
});

import { describe, expect, it } from 'vitest';
import { latestExperience, yearsWorked } from './experience-spans.ts';

const job = (startDate: string, endDate: string | null, title = 'Developer') => ({
  title,
  company: 'Fjord AS',
  startDate,
  endDate,
  isCurrent: endDate === null,
  description: null,
});
const now = new Date('2026-06-15T12:00:00Z');

describe('experience spans with dates given as years', () => {
  it('counts a year-only period from its January to its December', () => {
    expect(yearsWorked([job('2017', '2019')], now)).toBe(3);
    expect(yearsWorked([job('2017', '2017')], now)).toBe(1);
    expect(yearsWorked([job('2017-07', '2018')], now)).toBe(1);
  });

  it('takes a job that ended in a year as ending after one that ended in a month of it', () => {
    const byYear = job('2015', '2020', 'By year');
    const byMonth = job('2015-01', '2020-05', 'By month');
    expect(latestExperience([byMonth, byYear])?.title).toBe('By year');
    expect(latestExperience([byYear, job('2019', '2021-02', 'Later')])?.title).toBe('Later');
  });
});

import { describe, expect, it } from 'vitest';
import { certificationInput, educationInput, experienceInput } from './cv.ts';

const job = { title: 'Developer', company: 'Fjord AS' };

describe('CV dates keep the precision the CV gives', () => {
  it('takes a year alone or a month, and keeps each as given', () => {
    expect(experienceInput.parse({ ...job, startDate: '2017', endDate: '2020' })).toMatchObject({
      startDate: '2017',
      endDate: '2020',
    });
    expect(educationInput.parse({ school: 'UiB', startDate: '2011', endDate: '2016-06' })).toMatchObject({
      startDate: '2011',
      endDate: '2016-06',
    });
    expect(certificationInput.parse({ name: 'AWS', issueDate: '2021', expiryDate: '2024' })).toMatchObject({
      issueDate: '2021',
      expiryDate: '2024',
    });
  });

  it('refuses what is neither a year nor a month', () => {
    for (const startDate of ['17', '2017-13', '2017-1', '2017-01-05', 'March 2017', ''])
      expect(experienceInput.safeParse({ ...job, startDate, isCurrent: true }).success, startDate).toBe(
        false,
      );
  });

  it('counts a year from its January to its December when an end is checked against a start', () => {
    const period = (startDate: string, endDate: string) =>
      experienceInput.safeParse({ ...job, startDate, endDate }).success;
    expect(period('2020-05', '2020')).toBe(true);
    expect(period('2020', '2020-03')).toBe(true);
    expect(period('2020', '2020')).toBe(true);
    expect(period('2020', '2019-12')).toBe(false);
    expect(period('2021-01', '2020')).toBe(false);
    const expiry = (issueDate: string, expiryDate: string) =>
      certificationInput.safeParse({ name: 'AWS', issueDate, expiryDate }).success;
    expect(expiry('2021-06', '2021')).toBe(true);
    expect(expiry('2022', '2021-12')).toBe(false);
  });
});

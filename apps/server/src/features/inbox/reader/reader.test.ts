import { describe, expect, it } from 'vitest';
import { interviewTimeInText } from './body-time.ts';
import { interviewTimeInCalendar } from './calendar-time.ts';
import { matchJob } from './job-match.ts';
import { companySimilarity } from './names.ts';

const sent = new Date('2026-12-01T09:00:00Z');
const oslo = (text: string) => interviewTimeInText(text, sent, 'Europe/Oslo')?.toISOString() ?? null;

describe('interview times in a mail’s text', () => {
  it.each([
    ['Tuesday 12 January at 14:00', '2027-01-12T13:00:00.000Z'],
    ['tirsdag 12. januar kl. 14.00', '2027-01-12T13:00:00.000Z'],
    ['12.01.2027 kl 14:00', '2027-01-12T13:00:00.000Z'],
    ['Can you come on 12/01 at 2pm?', '2027-01-12T13:00:00.000Z'],
    ['Start: 2027-01-12T14:00:00+01:00', '2027-01-12T13:00:00.000Z'],
    ['Start: 2027-01-12 14:00', '2027-01-12T13:00:00.000Z'],
    ['January 12th, 2027 at 3:30 PM CET', '2027-01-12T14:30:00.000Z'],
    ['on Wednesday 20 January at 10:30 GMT', '2027-01-20T10:30:00.000Z'],
    ['Dato: onsdag 13. januar 2027\nKlokkeslett: kl. 09.30', '2027-01-13T08:30:00.000Z'],
    // Summer time: Oslo is two hours ahead of UTC in June.
    ['fredag 11. juni 2027 kl. 10.00', '2027-06-11T08:00:00.000Z'],
  ])('reads “%s”', (text, instant) => {
    expect(oslo(`Vi vil gjerne invitere deg til intervju. ${text}`)).toBe(instant);
  });

  it('reads a date without a year as the next one after the mail was sent', () => {
    expect(
      interviewTimeInText(
        'Interview on 5 March at 10:00',
        new Date('2027-02-20T09:00:00Z'),
        'Europe/Oslo',
      )?.toISOString(),
    ).toBe('2027-03-05T09:00:00.000Z');
  });

  it('reads a time without a zone on the clocks of the user’s zone', () => {
    expect(
      interviewTimeInText('interview 12.01.2027 kl 14:00', sent, 'America/New_York')?.toISOString(),
    ).toBe('2027-01-12T19:00:00.000Z');
  });

  it('takes no time from "kl. 14.00" alone, a deadline without a time, or a phone number', () => {
    expect(oslo('Ring meg på 22 33 44 55 før fristen 1. desember.')).toBeNull();
  });
});

const calendar = (start: string, extra = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'METHOD:REQUEST',
    extra,
    'BEGIN:VEVENT',
    'UID:1',
    'DTSTAMP:20261201T090000Z',
    start,
    'SUMMARY:Interview',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .filter(Boolean)
    .join('\r\n');

describe('interview times in an iCalendar invitation', () => {
  it('reads UTC, an IANA TZID, a Windows TZID and a floating time', () => {
    expect(interviewTimeInCalendar(calendar('DTSTART:20270112T130000Z'), 'Asia/Tokyo')?.toISOString()).toBe(
      '2027-01-12T13:00:00.000Z',
    );
    expect(
      interviewTimeInCalendar(calendar('DTSTART;TZID=Europe/Oslo:20270112T140000'), 'UTC')?.toISOString(),
    ).toBe('2027-01-12T13:00:00.000Z');
    expect(
      interviewTimeInCalendar(
        calendar('DTSTART;TZID=GMT Standard Time:20270112T140000'),
        'UTC',
      )?.toISOString(),
    ).toBe('2027-01-12T14:00:00.000Z');
    expect(interviewTimeInCalendar(calendar('DTSTART:20270112T140000'), 'Europe/Oslo')?.toISOString()).toBe(
      '2027-01-12T13:00:00.000Z',
    );
  });

  it('reads a zone only the calendar’s own VTIMEZONE defines', () => {
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:Company Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
    expect(
      interviewTimeInCalendar(
        calendar('DTSTART;TZID=Company Time:20270112T140000', zone),
        'UTC',
      )?.toISOString(),
    ).toBe('2027-01-12T11:00:00.000Z');
  });

  it('gives no time for a cancellation, an all-day event or text that is not a calendar', () => {
    expect(
      interviewTimeInCalendar(
        calendar('DTSTART:20270112T130000Z').replace('METHOD:REQUEST', 'METHOD:CANCEL'),
        'UTC',
      ),
    ).toBeNull();
    expect(interviewTimeInCalendar(calendar('DTSTART;VALUE=DATE:20270112'), 'UTC')).toBeNull();
    expect(interviewTimeInCalendar('not a calendar', 'UTC')).toBeNull();
  });
});

describe('the board job a mail is about', () => {
  const jobs = [
    { id: 'dnb-frontend', company: 'DNB Bank ASA', position: 'Senior Frontend Developer' },
    { id: 'dnb-risk', company: 'DNB Bank ASA', position: 'Risk Analyst' },
    { id: 'equinor', company: 'Equinor ASA', position: 'Data Engineer' },
    { id: 'monzo', company: 'Monzo Bank Ltd', position: 'Backend Engineer' },
    { id: 'siemens', company: 'Siemens Energy GmbH', position: 'Electrical Engineer' },
    { id: 'klarna', company: 'Klarna AB', position: 'Software Engineer' },
  ];

  it('forgives case, legal forms and small spelling differences', () => {
    expect(matchJob(jobs, 'EQUINOR', 'data engineer')).toBe('equinor');
    expect(matchJob(jobs, 'Monzo Bank', 'Backend Engineer (ref. 2231)')).toBe('monzo');
    expect(matchJob(jobs, 'Siemens Energy', null)).toBe('siemens');
    expect(matchJob(jobs, 'Klarna Inc.', 'Sofware Engineer')).toBe('klarna');
    expect(companySimilarity('Equinor ASA', 'Equinor')).toBe(1);
  });

  it('lets the title choose between one employer’s jobs, and refuses to guess without one', () => {
    expect(matchJob(jobs, 'DNB', 'Risk Analyst')).toBe('dnb-risk');
    expect(matchJob(jobs, 'DNB', 'Senior Frontend Developer')).toBe('dnb-frontend');
    expect(matchJob(jobs, 'DNB', null)).toBeNull();
  });

  it('matches no job at another employer or for another title', () => {
    expect(matchJob(jobs, 'Statnett', 'Data Engineer')).toBeNull();
    expect(matchJob(jobs, 'Equinor', 'Lawyer')).toBeNull();
    expect(matchJob([], 'Equinor', 'Data Engineer')).toBeNull();
  });
});

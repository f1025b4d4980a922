import ICAL from 'ical.js';
import { instantIn, knownZone } from './zoned-time.ts';

/** Zone names Outlook and Exchange write instead of IANA names. */
const WINDOWS_ZONES: Record<string, string> = {
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'FLE Standard Time': 'Europe/Helsinki',
  'Eastern Standard Time': 'America/New_York',
  'Pacific Standard Time': 'America/Los_Angeles',
  UTC: 'UTC',
};

/** The zone a TZID names, when this runtime knows it (directly, as a Windows name, or by a path ending in one). */
const zoneOf = (tzid: string): string | undefined => {
  const name = tzid.replace(/^"|"$/g, '');
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (knownZone(name)) return name;
  // Some writers prefix the IANA name with their own path ("/citadel.org/20190101_1/Europe/Oslo").
  const tail = name.split('/').slice(-2).join('/');
  return knownZone(tail) ? tail : undefined;
};

/**
 * The start of the first event an iCalendar invitation holds, as an instant: in UTC, in its TZID's
 * zone (from the calendar's own VTIMEZONE when the name is not one this runtime knows), or, with
 * no zone, on the clocks of `timeZone`. A cancelled event has no time.
 */
export const interviewTimeInCalendar = (ics: string, timeZone: string): Date | null => {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  } catch {
    return null;
  }
  if (String(root.getFirstPropertyValue('method') ?? '').toUpperCase() === 'CANCEL') return null;
  const event = root.getFirstSubcomponent('vevent');
  const start = event?.getFirstProperty('dtstart');
  const time = start?.getFirstValue();
  if (!(time instanceof ICAL.Time) || time.isDate) return null;
  const local = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute };
  if (time.zone?.tzid === 'UTC')
    return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute));
  const tzid = start?.getParameter('tzid');
  const named = typeof tzid === 'string' ? zoneOf(tzid) : undefined;
  if (named) return instantIn(local, named);
  if (typeof tzid === 'string') {
    const definition = root
      .getAllSubcomponents('vtimezone')
      .find((zone) => zone.getFirstPropertyValue('tzid') === tzid);
    if (definition) {
      const zone = new ICAL.Timezone(definition);
      const zoned = ICAL.Time.fromData({ ...local, second: 0, isDate: false }, zone);
      return zoned.toJSDate();
    }
  }
  return instantIn(local, timeZone);
};

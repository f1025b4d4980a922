const formats = new Map<string, Intl.DateTimeFormat>();

const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
};

type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute';

/**
 * What the clocks of `timeZone` show at `instant`, field by field as digits (month, day, hour and
 * minute two digits each). An unknown zone throws a RangeError.
 */
export const clockParts = (instant: Date, timeZone: string): Record<ClockPart, string> =>
  Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<ClockPart, string>;

/** The day (2026-11-23), hour and time (HH:MM) that `instant` has on the clocks of `timeZone`. */
export const localTime = (instant: Date, timeZone: string): { day: string; hour: number; time: string } => {
  const parts = clockParts(instant, timeZone);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    time: `${parts.hour}:${parts.minute}`,
  };
};

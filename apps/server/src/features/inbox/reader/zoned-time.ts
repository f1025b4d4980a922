/** A wall-clock time: what a mail or a calendar writes without saying its zone. */
export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number };

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** Whether `timeZone` is a zone this runtime knows (an IANA name such as Europe/Oslo). */
export const knownZone = (timeZone: string): boolean => {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** Minutes `timeZone` is ahead of UTC at `instant`. */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
};

/** The instant a wall-clock time is in `timeZone` (the later reading when the clocks go back). */
export const instantIn = (time: LocalTime, timeZone: string): Date => {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  let instant = wall - offsetAt(wall, timeZone) * 60_000;
  instant = wall - offsetAt(instant, timeZone) * 60_000;
  return new Date(instant);
};

/** The wall-clock date of `instant` in `timeZone`. */
export const localDate = (instant: Date, timeZone: string): { year: number; month: number; day: number } => {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
};

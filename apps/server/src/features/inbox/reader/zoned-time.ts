import { clockParts } from '../../../platform/local-time.ts';

/** A wall-clock time: what a mail or a calendar writes without saying its zone. */
export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number };

/** The clocks of `timeZone` at `instant`, as numbers. */
const wallClock = (instant: Date, timeZone: string): LocalTime => {
  const parts = clockParts(instant, timeZone);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

/** Whether `timeZone` is a zone this runtime knows (an IANA name such as Europe/Oslo). */
export const knownZone = (timeZone: string): boolean => {
  try {
    clockParts(new Date(0), timeZone);
    return true;
  } catch {
    return false;
  }
};

/** Minutes `timeZone` is ahead of UTC at `instant`. */
const offsetAt = (instant: number, timeZone: string): number => {
  const clock = wallClock(new Date(instant), timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
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
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
};

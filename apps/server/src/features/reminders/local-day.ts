/** A calendar day as written in a time zone: 2026-11-23. */
export type LocalDay = string;

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

/** The day, hour and time (HH:MM) that `instant` has on the clocks of `timeZone`. */
export const localTime = (instant: Date, timeZone: string): { day: LocalDay; hour: number; time: string } => {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    time: `${parts.hour}:${parts.minute}`,
  };
};

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both local days); negative when `to` comes first. */
export const daysBetween = (from: LocalDay, to: LocalDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The local day after `day`. */
export const nextDay = (day: LocalDay): LocalDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A calendar day as written in a time zone: 2026-11-23. */
export type LocalDay = string;

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both local days); negative when `to` comes first. */
export const daysBetween = (from: LocalDay, to: LocalDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The local day after `day`. */
export const nextDay = (day: LocalDay): LocalDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

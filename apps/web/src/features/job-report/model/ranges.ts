/** The report's preset ranges; "all" reaches back far enough for any board. */
export const RANGE_PRESETS = ['30d', '3m', 'year', 'all'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** From and to (inclusive, UTC days) of a preset, as of `today`. */
export function rangeOf(preset: RangePreset, today = new Date()): { from: string; to: string } {
  const to = iso(today);
  const start = new Date(today);
  if (preset === '30d') start.setUTCDate(start.getUTCDate() - 29);
  if (preset === '3m') start.setUTCMonth(start.getUTCMonth() - 3);
  if (preset === 'year') return { from: `${today.getUTCFullYear()}-01-01`, to };
  if (preset === 'all') return { from: '2000-01-01', to };
  return { from: iso(start), to };
}

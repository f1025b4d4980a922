/** 3 → "0:03", 754 → "12:34", 3723 → "1:02:03": a length as video players show it. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "2.4 MB/s", "850 kB/s": an upload speed as people read it. */
export function formatSpeed(bytesPerSecond: number, locale: string): string {
  const megabytes = bytesPerSecond >= 1024 * 1024;
  const value = megabytes ? bytesPerSecond / (1024 * 1024) : Math.max(bytesPerSecond / 1024, 0.1);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte-per-second' : 'kilobyte-per-second',
    maximumFractionDigits: 1,
  }).format(value);
}

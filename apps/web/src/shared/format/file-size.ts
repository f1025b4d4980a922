/** "1.2 MB", "340 kB", "0.1 kB", "2.5 GB": a file size as people read it, never in bytes. */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte' | 'gigabyte') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  if (bytes >= 1024 ** 3) return format(bytes / 1024 ** 3, 'gigabyte');
  if (bytes >= 1024 ** 2) return format(bytes / 1024 ** 2, 'megabyte');
  return format(Math.max(bytes / 1024, 0.1), 'kilobyte');
}

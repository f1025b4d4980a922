/**
 * Mantine's date-time picker speaks local strings ("2026-05-31 10:00:00"); the contract speaks
 * calendar days and ISO timestamps with a zone. These convert between them.
 */

/** The date-time picker's local "YYYY-MM-DD HH:mm:ss" → an ISO timestamp with a zone. */
export function pickerValueToIso(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp → the date-time picker's local "YYYY-MM-DD HH:mm:ss". */
export function isoToPickerValue(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${todayIso(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

/** A day in the viewer's calendar as YYYY-MM-DD (today by default: the earliest expiry a link can get). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

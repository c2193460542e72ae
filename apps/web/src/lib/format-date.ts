/**
 * Dates in the visitor's own locale and time zone (the browser's defaults). An unreadable value
 * gives '' so a bad field never shows "Invalid Date".
 */
function format(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(undefined, options).format(date);
}

/** e.g. "12 March 2026" / "March 12, 2026". */
export function formatDate(iso: string | null | undefined): string {
  return format(iso, { dateStyle: 'long' });
}

/** e.g. "12 Mar 2026, 14:05" / "Mar 12, 2026, 2:05 PM". */
export function formatDateTime(iso: string | null | undefined): string {
  return format(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

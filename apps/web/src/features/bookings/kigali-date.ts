import { BOOKING_DAYS_AHEAD, BOOKING_TIMEZONE } from '@atelier/contracts';

/** Today's date (YYYY-MM-DD) in Kigali, the studio's calendar, whatever the device's time zone. */
export function kigaliToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The bookable window (spec 02 §9): today through 30 days ahead, Kigali dates. */
export function bookingWindow(now: Date = new Date()): { first: string; last: string } {
  const first = kigaliToday(now);
  return { first, last: addDays(first, BOOKING_DAYS_AHEAD) };
}

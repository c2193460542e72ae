/**
 * Kigali's calendar: the one place that turns instants into Kigali days and times and does day
 * arithmetic. The shop, its bookings and the back office's filters count days in Kigali whatever the
 * device's or the server's time zone. Days are `YYYY-MM-DD`, times `HH:MM` (24-hour).
 * Kigali keeps UTC+2 all year (no daylight saving), so a Kigali day starts at 22:00 UTC the day before.
 */

/** The shop's time zone (IANA). */
const KIGALI_TIME_ZONE = 'Africa/Kigali';
const KIGALI_OFFSET = '+02:00';

const parts = new Intl.DateTimeFormat('en-CA', { timeZone: KIGALI_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The date (YYYY-MM-DD) and time (HH:MM) in Kigali at `at`. */
export function kigaliDateTime(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Today's date (YYYY-MM-DD) in Kigali. */
export function kigaliToday(now: Date = new Date()): string {
  return kigaliDateTime(now).date;
}

/** The time now (HH:MM) in Kigali. */
export function kigaliNow(now: Date = new Date()): string {
  return kigaliDateTime(now).time;
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** The Monday of `date`'s week (weeks start on Monday). */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The instant a Kigali day (YYYY-MM-DD) starts. */
export function kigaliDayStart(date: string): Date {
  return kigaliInstant(date, '00:00');
}

/** The instant of a Kigali day (YYYY-MM-DD) and time (HH:MM). */
export function kigaliInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${KIGALI_OFFSET}`);
}

/**
 * A filter's `from`/`to` as instants: a bare date is a Kigali day (`to` includes its whole day), a
 * full ISO time is taken as it is. Returns undefined for what is not given.
 */
export function kigaliRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  return {
    from: from ? (isDay(from) ? kigaliDayStart(from) : new Date(from)) : undefined,
    to: to ? (isDay(to) ? kigaliDayStart(addDays(to, 1)) : new Date(to)) : undefined,
  };
}

/** The start of today and of this week (Monday) in Kigali, as instants. */
export function kigaliTodayAndWeek(now: Date): { today: Date; week: Date } {
  const date = kigaliToday(now);
  return { today: kigaliDayStart(date), week: kigaliDayStart(weekStart(date)) };
}

import { BOOKING_TIMEZONE } from '@atelier/contracts';

const parts = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The date (YYYY-MM-DD) and time (HH:MM) in Kigali at `at`. */
export function kigaliDateTime(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** `date` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Kigali keeps UTC+2 all year (no daylight saving), so a Kigali day starts at 22:00 UTC the day before. */
const KIGALI_OFFSET = '+02:00';

/** The instant a Kigali day (YYYY-MM-DD) starts. */
export function kigaliDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${KIGALI_OFFSET}`);
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
  const { date } = kigaliDateTime(now);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return { today: kigaliDayStart(date), week: kigaliDayStart(addDays(date, -weekday)) };
}

import { i18n } from '@lingui/core';
import { RW_MONTHS, RW_WEEKDAYS } from '@atelier/contracts';
/** Kigali's calendar (bookings are in Africa/Kigali whatever the device's zone): dates are YYYY-MM-DD. */
const TZ = 'Africa/Kigali';

/** Today's date in Kigali. */
export function kigaliToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The time now in Kigali, HH:MM. */
export function kigaliNow(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of `date`'s week. */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The next Saturday after `date` (a week later when `date` is a Saturday). */
export function nextSaturday(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, ((6 - weekday + 7) % 7) || 7);
}

/**
 * A day as people say it, in the back office's language: "Sat 28 Nov" (with the year when `long`);
 * fr "sam. 28 nov."; rw "28 Ugushyingo" / "Ku wa gatandatu, 28 Ugushyingo 2026" (Chromium has no
 * Kinyarwanda data, so its names come from the contracts).
 */
export function dayLabel(date: string, long = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (i18n.locale === 'rw') {
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return long ? `${RW_WEEKDAYS[weekday]}, ${d} ${RW_MONTHS[m - 1]} ${y}` : `${d} ${RW_MONTHS[m - 1]}`;
  }
  return new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-RW' : 'en-GB', { timeZone: 'UTC', weekday: long ? 'long' : 'short', day: 'numeric', month: 'short', ...(long ? { year: 'numeric' } : {}) }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** True for a YYYY-MM-DD string. */
export const isDay = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

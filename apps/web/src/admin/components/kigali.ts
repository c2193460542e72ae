import { i18n } from '@lingui/core';
import { RW_MONTHS, RW_WEEKDAYS } from '@atelier/contracts';
/*
 * Kigali days as the back office shows them. The calendar itself (today in Kigali, day arithmetic,
 * weeks) is the contracts' domain/kigali-time.ts; this file adds what needs the interface's language.
 */

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
  return new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-RW' : 'en-GB', {
    timeZone: 'UTC',
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: 'short',
    ...(long ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** True for a YYYY-MM-DD string. */
export const isDay = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

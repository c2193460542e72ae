import { formatRwf } from '../domain/money.js';
import type { Locale } from './locale.js';

/**
 * Money, dates and times as each language writes them (docs/decisions/108, 109). Pure TS,
 * shared by the API (e-mails) and the web. Chromium's and Node's Intl have no Kinyarwanda data (they
 * fall back to en-US silently), so `rw` is spelled out here; English and French use Intl.
 * Dates and times are Kigali's (Africa/Kigali, UTC+2 all year).
 */

/** Kinyarwanda month names, January first. */
export const RW_MONTHS = ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'] as const;
/** Kinyarwanda weekday names, Sunday first (as `Date#getUTCDay`). */
export const RW_WEEKDAYS = ['Ku cyumweru', 'Ku wa mbere', 'Ku wa kabiri', 'Ku wa gatatu', 'Ku wa kane', 'Ku wa gatanu', 'Ku wa gatandatu'] as const;

const TIME_ZONE = 'Africa/Kigali';
const INTL_LOCALE: Record<Exclude<Locale, 'rw'>, string> = { en: 'en-GB', fr: 'fr-FR' };

/**
 * An amount in RWF (not minor units) in `locale`: en `RWF 12,346`, rw `RF 12,346`, fr `12 346 RF`
 * (narrow no-break space between thousands, no-break space before the symbol); hundredths only when
 * the amount has them. The one money formatter (docs/decisions/097 and 109).
 */
export function formatMoney(rwf: number, locale: Locale): string {
  return formatRwf(rwf, locale);
}

/** Year, month (1–12), day and weekday (0 = Sunday) of a calendar day or of an instant in Kigali. */
function dayParts(day: string | Date): { year: number; month: number; day: number; weekday: number } {
  let iso: string;
  if (typeof day === 'string') iso = day.slice(0, 10);
  else {
    const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(day).map((x) => [x.type, x.value]));
    iso = `${p.year}-${p.month}-${p.day}`;
  }
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(day)}`);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

/**
 * A calendar day (`YYYY-MM-DD`, read as it is) or an instant (its day in Kigali), written in full:
 * en `Tuesday 24 November 2026`, fr `mardi 24 novembre 2026`, rw `Ku wa kabiri, 24 Ugushyingo 2026`.
 * `weekday: false` leaves the weekday out (`24 Ugushyingo 2026`).
 */
export function formatDate(day: string | Date, locale: Locale, opts: { weekday?: boolean } = {}): string {
  const weekday = opts.weekday ?? true;
  const p = dayParts(day);
  if (locale === 'rw') return `${weekday ? `${RW_WEEKDAYS[p.weekday]}, ` : ''}${p.day} ${RW_MONTHS[p.month - 1]} ${p.year}`;
  const at = new Date(Date.UTC(p.year, p.month - 1, p.day, 12));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', ...(weekday ? { weekday: 'long' } : {}) }).format(at).replace(/,/g, '');
}

/** A short day: en `24 Nov 2026`, fr `24 nov. 2026`, rw `24/11/2026`. */
export function formatShortDate(day: string | Date, locale: Locale): string {
  const p = dayParts(day);
  if (locale === 'rw') return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}`;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(Date.UTC(p.year, p.month - 1, p.day, 12)));
}

/**
 * A time of day, 24-hour, as each language writes it: en `14:30`, fr `14 h 30`, rw `saa 14:30`.
 * Takes `HH:MM` as it is, or an instant (its time in Kigali).
 */
export function formatTime(time: string | Date, locale: Locale): string {
  let hhmm: string;
  if (typeof time === 'string') hhmm = time.slice(0, 5);
  else {
    const p = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(time).map((x) => [x.type, x.value]));
    hhmm = `${p.hour}:${p.minute}`;
  }
  if (!/^\d{2}:\d{2}$/.test(hhmm)) throw new RangeError(`Not a time: ${String(time)}`);
  if (locale === 'fr') return hhmm.replace(':', ' h ');
  if (locale === 'rw') return `saa ${hhmm}`;
  return hhmm;
}

/** A day and a time together: en `Tuesday 24 November 2026, 14:30`, rw `Ku wa kabiri, 24 Ugushyingo 2026, saa 14:30`, fr `mardi 24 novembre 2026 à 14 h 30`. */
export function formatDateTime(day: string | Date, time: string | Date, locale: Locale): string {
  return `${formatDate(day, locale)}${locale === 'fr' ? ' à ' : ', '}${formatTime(time, locale)}`;
}

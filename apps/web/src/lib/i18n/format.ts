import { RW_MONTHS, RW_WEEKDAYS, formatRwf } from '@atelier/contracts';

export { RW_MONTHS, RW_WEEKDAYS };
import type { Locale } from './locales';

/*
 * Money, dates and times per language (docs/decisions/108). English keeps the
 * shop's spelling (`RWF 12,346`, formatRwf). French follows CLDR's fr-RW (`12 346 RF`). Chromium has
 * no Kinyarwanda data and silently falls back to en-US, so Kinyarwanda is written out: money as
 * `RF 12,346` (CLDR's rw symbol with the grouping Rwandans read on MoMo and bank receipts; spelled in
 * contracts' formatRwf), dates here with the Kinyarwanda month and weekday names and a 24-hour clock.
 */

/**
 * An amount in RWF (not minor units; hundredths shown only when present) as `locale` writes it:
 * en `RWF 12,346`, rw `RF 12,346`, fr `12 346 RF` — the contracts' one formatter, shared with the
 * API's e-mails (docs/decisions/108, 109). `hundredths` writes two decimals always (the side cart's
 * total only, docs/decisions/122).
 */
export function formatMoney(rwf: number, locale: Locale, opts?: { hundredths?: boolean }): string {
  return formatRwf(rwf, locale, opts);
}

/** How a date is written: `long` "12 March 2026", `medium` "12 Mar 2026"; with the weekday or the time. */
export interface DateOptions {
  style?: 'long' | 'medium';
  weekday?: boolean;
  time?: boolean;
  /** IANA zone; the device's own by default. */
  timeZone?: string;
  /** The English locale tag (the browser's by default, as the store always did; the invoice uses en-GB). */
  english?: string;
}

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The calendar fields of `date` in `timeZone` (numbers), read through a locale Chromium has. */
function fields(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    date,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday, time: `${get('hour')}:${get('minute')}` };
}

/**
 * A date (ISO string, epoch ms or Date) in `locale`; '' for a missing or unreadable value, so a bad
 * field never shows "Invalid Date". rw: `12 Werurwe 2026`, `Ku wa kane, 12 Werurwe 2026`,
 * `12 Werurwe 2026, 14:05` (medium style abbreviates nothing: Kinyarwanda has no short month names).
 */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale, options: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const { style = 'long', weekday = false, time = false, timeZone } = options;
  if (locale === 'rw') {
    const f = fields(date, timeZone);
    const day = `${f.day} ${RW_MONTHS[f.month - 1]} ${f.year}`;
    return `${weekday ? `${RW_WEEKDAYS[f.weekday]}, ` : ''}${day}${time ? `, ${f.time}` : ''}`;
  }
  const tag = locale === 'fr' ? 'fr-RW' : options.english;
  const intl: Intl.DateTimeFormatOptions =
    weekday || !time
      ? { day: 'numeric', month: style === 'long' ? 'long' : 'short', year: 'numeric', ...(weekday ? { weekday: 'long' } : {}), ...(time ? { hour: '2-digit', minute: '2-digit' } : {}) }
      : { dateStyle: style, timeStyle: 'short' };
  return new Intl.DateTimeFormat(tag, { ...intl, timeZone }).format(date);
}

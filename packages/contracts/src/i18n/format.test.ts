import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatShortDate, formatTime, RW_MONTHS, RW_WEEKDAYS } from './format.js';
import { isLocale, localeOfPath } from './locale.js';

describe('money in each language (docs/decisions/109)', () => {
  it('keeps English exactly as before and spells rw and fr explicitly', () => {
    expect(formatMoney(12346, 'en')).toBe('RWF 12,346');
    expect(formatMoney(12346, 'rw')).toBe('RF 12,346');
    expect(formatMoney(12346, 'fr')).toBe('12\u202f346\u00a0RF');
    expect(formatMoney(1234.5, 'rw')).toBe('RF 1,234.50');
    expect(formatMoney(1234.5, 'fr')).toBe('1\u202f234,50\u00a0RF');
    expect(formatMoney(0, 'rw')).toBe('RF 0');
  });
});

describe('dates and times in each language (docs/decisions/109)', () => {
  it('writes Kinyarwanda dates with its month and weekday names, which Intl lacks', () => {
    expect(formatDate('2026-11-24', 'rw')).toBe('Ku wa kabiri, 24 Ugushyingo 2026');
    expect(formatDate('2026-01-04', 'rw')).toBe('Ku cyumweru, 4 Mutarama 2026');
    expect(formatDate('2026-02-07', 'rw', { weekday: false })).toBe('7 Gashyantare 2026');
    expect(formatShortDate('2026-03-09', 'rw')).toBe('09/03/2026');
    expect(RW_MONTHS).toHaveLength(12);
    expect(RW_WEEKDAYS[1]).toBe('Ku wa mbere');
  });

  it('gives every month and weekday its own Kinyarwanda name', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2027-${String(m + 1).padStart(2, '0')}-01`, 'rw', { weekday: false }).split(' ')[1]);
    expect(months).toEqual([...RW_MONTHS]);
    const week = Array.from({ length: 7 }, (_, d) => formatDate(`2026-11-${22 + d}`, 'rw').split(',')[0]);
    expect(week).toEqual([...RW_WEEKDAYS]);
  });

  it('uses Intl for English and French', () => {
    expect(formatDate('2026-11-24', 'en')).toBe('Tuesday 24 November 2026');
    expect(formatDate('2026-11-24', 'fr')).toBe('mardi 24 novembre 2026');
    expect(formatDate('2026-11-24', 'fr', { weekday: false })).toBe('24 novembre 2026');
  });

  it('reads an instant as its day and time in Kigali (UTC+2)', () => {
    const lateUtc = new Date('2026-11-24T22:30:00Z'); // 00:30 on the 25th in Kigali
    expect(formatDate(lateUtc, 'rw')).toBe('Ku wa gatatu, 25 Ugushyingo 2026');
    expect(formatTime(lateUtc, 'rw')).toBe('saa 00:30');
    expect(formatTime('14:30', 'en')).toBe('14:30');
    expect(formatTime('14:30', 'fr')).toBe('14 h 30');
    expect(formatDateTime('2026-11-24', '09:00', 'fr')).toBe('mardi 24 novembre 2026 à 09 h 00');
    expect(formatDateTime('2026-11-24', '09:00', 'rw')).toBe('Ku wa kabiri, 24 Ugushyingo 2026, saa 09:00');
  });

  it('refuses what is not a date or a time', () => {
    expect(() => formatDate('someday', 'rw')).toThrow(RangeError);
    expect(() => formatTime('noon', 'en')).toThrow(RangeError);
  });
});

describe('locales', () => {
  it('reads the language of a page address', () => {
    expect(localeOfPath('/rw/store')).toBe('rw');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/store')).toBe('en');
    expect(localeOfPath('/rwanda-art')).toBe('en');
    expect(isLocale('rw')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });
});

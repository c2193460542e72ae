import { describe, expect, it } from 'vitest';
import { RW_MONTHS, RW_WEEKDAYS, formatDate, formatMoney } from './format';

// Narrow no-break space: what fr-RW (CLDR) puts between thousands and before the symbol in French.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney (docs/decisions/108: RWF has no minor unit; Chromium has no Kinyarwanda data)', () => {
  it('keeps the English spelling of the shop', () => {
    expect(formatMoney(12346, 'en')).toBe('RWF 12,346');
    expect(formatMoney(1234.5, 'en')).toBe('RWF 1,234.50');
  });

  it('writes Kinyarwanda as RF with comma groups, never the en-US fallback', () => {
    expect(formatMoney(12346, 'rw')).toBe('RF 12,346');
    expect(formatMoney(0, 'rw')).toBe('RF 0');
    expect(formatMoney(1200000, 'rw')).toBe('RF 1,200,000');
    expect(formatMoney(1234.5, 'rw')).toBe('RF 1,234.50');
    expect(formatMoney(-5000, 'rw')).toBe('RF -5,000');
  });

  it('writes French as fr-RW does: groups of three, the symbol after', () => {
    expect(formatMoney(12346, 'fr')).toBe(`12${NNBSP}346${NBSP}RF`);
    expect(formatMoney(1234.5, 'fr')).toBe(`1${NNBSP}234,50${NBSP}RF`);
    expect(formatMoney(500, 'fr')).toBe(`500${NBSP}RF`);
  });
});

describe('formatDate', () => {
  // 12 March 2026 was a Thursday; 14:05 in Kigali (UTC+2).
  const iso = '2026-03-12T12:05:00.000Z';
  const kigali = { timeZone: 'Africa/Kigali' };

  it('names the twelve months and seven weekdays in Kinyarwanda', () => {
    expect(RW_MONTHS).toHaveLength(12);
    expect(RW_WEEKDAYS).toHaveLength(7);
    const months = RW_MONTHS.map((_, m) => formatDate(new Date(Date.UTC(2026, m, 15, 10)), 'rw', kigali));
    expect(months).toEqual(RW_MONTHS.map((name) => `15 ${name} 2026`));
    // 1–7 March 2026: Sunday to Saturday.
    const days = [1, 2, 3, 4, 5, 6, 7].map((d) => formatDate(new Date(Date.UTC(2026, 2, d, 10)), 'rw', { ...kigali, weekday: true }));
    expect(days).toEqual(RW_WEEKDAYS.map((name, i) => `${name}, ${i + 1} Werurwe 2026`));
  });

  it('writes a Kinyarwanda date, date with weekday, and date with a 24-hour time', () => {
    expect(formatDate(iso, 'rw', kigali)).toBe('12 Werurwe 2026');
    expect(formatDate(iso, 'rw', { ...kigali, weekday: true })).toBe('Ku wa kane, 12 Werurwe 2026');
    expect(formatDate(iso, 'rw', { ...kigali, time: true })).toBe('12 Werurwe 2026, 14:05');
    expect(formatDate('2026-12-31T22:30:00.000Z', 'rw', kigali)).toBe('1 Mutarama 2027');
  });

  it('uses French and English from Intl', () => {
    expect(formatDate(iso, 'fr', kigali)).toBe('12 mars 2026');
    expect(formatDate(iso, 'fr', { ...kigali, weekday: true })).toBe('jeudi 12 mars 2026');
    expect(formatDate(iso, 'en', { ...kigali, english: 'en-GB' })).toBe('12 March 2026');
  });

  it('gives an empty string for a missing or unreadable date in every language', () => {
    for (const locale of ['en', 'rw', 'fr'] as const) {
      expect(formatDate(null, locale)).toBe('');
      expect(formatDate('not a date', locale)).toBe('');
    }
  });
});

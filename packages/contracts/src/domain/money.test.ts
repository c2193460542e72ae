import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRwf, fromMinor, toMinor } from './money.js';

describe('money', () => {
  it('converts RWF to minor units and back', () => {
    expect(toMinor(47500)).toBe(4_750_000);
    expect(toMinor(1234.5)).toBe(123_450);
    expect(toMinor(0.005)).toBe(1);
    expect(fromMinor(123_450)).toBe(1234.5);
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => toMinor(fromMinor(minor)) === minor));
  });

  it('formats RWF without decimals unless the amount has them', () => {
    expect(formatRwf(200000)).toBe('RWF 200,000');
    expect(formatRwf(47500)).toBe('RWF 47,500');
    expect(formatRwf(650000, 'en')).toBe('RWF 650,000');
    expect(formatRwf(1234.5)).toBe('RWF 1,234.50');
    expect(formatRwf(0)).toBe('RWF 0');
  });

  it('writes two decimals always when asked (the side cart total, spec 02 §1; docs/decisions/122)', () => {
    expect(formatRwf(130000, 'en', { hundredths: true })).toBe('RWF 130,000.00');
    expect(formatRwf(0, 'en', { hundredths: true })).toBe('RWF 0.00');
    expect(formatRwf(65000, 'rw', { hundredths: true })).toBe('RF 65,000.00');
    expect(formatRwf(65000, 'fr', { hundredths: true })).toBe('65\u202f000,00\u00a0RF');
  });
});

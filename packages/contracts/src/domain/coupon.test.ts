import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, totalAfterDiscount } from './coupon.js';
import { toMinor } from './money.js';

const discountOf = (subtotalRwf: number, terms: Parameters<typeof couponDiscount>[1]) => {
  const outcome = couponDiscount(toMinor(subtotalRwf), terms);
  return outcome.applies ? outcome.discountMinor / 100 : null;
};

describe('couponDiscount (spec 02 §5 Coupon)', () => {
  it('takes a percentage of the subtotal', () => {
    expect(discountOf(65000, { type: 'percentage', value: 10 })).toBe(6500);
  });

  it('caps a percentage at maxDiscount (WELCOME10: 10 %, at most 20,000 RWF)', () => {
    expect(discountOf(300000, { type: 'percentage', value: 10, maxDiscount: 20000 })).toBe(20000);
    expect(discountOf(150000, { type: 'percentage', value: 10, maxDiscount: 20000 })).toBe(15000);
  });

  it('gives a fixed value only from minAmount up (ART5000: 5,000 RWF from 50,000 RWF)', () => {
    const art = { type: 'fixed' as const, value: 5000, minAmount: 50000 };
    expect(couponDiscount(toMinor(49999.99), art)).toEqual({ applies: false, reason: 'BELOW_MINIMUM', minAmountMinor: toMinor(50000) });
    expect(discountOf(50000, art)).toBe(5000);
  });

  it('never discounts more than the subtotal', () => {
    expect(discountOf(3000, { type: 'fixed', value: 5000 })).toBe(3000);
    expect(discountOf(100, { type: 'percentage', value: 250 })).toBe(100);
  });

  it('rounds to 2 decimals', () => {
    expect(discountOf(333.33, { type: 'percentage', value: 10 })).toBe(33.33);
    expect(discountOf(0.05, { type: 'percentage', value: 50 })).toBe(0.03);
  });

  it('always lands between 0 and the subtotal, in whole minor units, for any terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom('percentage' as const, 'fixed' as const),
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        (subtotalMinor, type, value, minAmount, maxDiscount) => {
          const outcome = couponDiscount(subtotalMinor, { type, value, minAmount, maxDiscount });
          if (!outcome.applies) return subtotalMinor < toMinor(minAmount ?? 0);
          const d = outcome.discountMinor;
          return Number.isInteger(d) && d >= 0 && d <= subtotalMinor && (maxDiscount == null || d <= toMinor(maxDiscount));
        },
      ),
    );
  });
});

describe('totalAfterDiscount', () => {
  it('subtracts and floors at 0', () => {
    expect(totalAfterDiscount(10_000, 2_500)).toBe(7_500);
    expect(totalAfterDiscount(1_000, 2_500)).toBe(0);
  });
});

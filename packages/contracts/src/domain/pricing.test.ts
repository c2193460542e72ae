import { describe, expect, it } from 'vitest';
import { SHIPPING_MINOR, priceLines } from './pricing.js';

describe('priceLines', () => {
  it('adds line totals, shipping and no discount without a coupon', () => {
    const p = priceLines([
      { unitPriceMinor: 6_500_000, quantity: 2 },
      { unitPriceMinor: 1_800_050, quantity: 1 },
    ]);
    expect(p).toEqual({ lineTotalsMinor: [13_000_000, 1_800_050], subtotalMinor: 14_800_050, shippingMinor: SHIPPING_MINOR, discountMinor: 0, totalMinor: 14_800_050 + SHIPPING_MINOR, coupon: null });
  });

  it('applies a percentage coupon with its cap, and a fixed one only above its minimum', () => {
    expect(priceLines([{ unitPriceMinor: 6_500_000, quantity: 1 }], { type: 'percentage', value: 10, maxDiscount: 20_000 })).toMatchObject({ discountMinor: 650_000, totalMinor: 5_850_000 });
    expect(priceLines([{ unitPriceMinor: 30_000_000, quantity: 1 }], { type: 'percentage', value: 10, maxDiscount: 20_000 })).toMatchObject({ discountMinor: 2_000_000 });
    const below = priceLines([{ unitPriceMinor: 1_800_000, quantity: 1 }], { type: 'fixed', value: 5000, minAmount: 50_000 });
    expect(below).toMatchObject({ discountMinor: 0, totalMinor: 1_800_000, coupon: { applies: false, reason: 'BELOW_MINIMUM' } });
  });

  it('never goes below zero', () => {
    expect(priceLines([{ unitPriceMinor: 100, quantity: 1 }], { type: 'fixed', value: 50 }).totalMinor).toBe(0);
    expect(priceLines([]).totalMinor).toBe(SHIPPING_MINOR);
  });
});

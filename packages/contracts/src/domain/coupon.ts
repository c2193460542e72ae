import { toMinor } from './money.js';

/** A coupon as the rule needs it (spec 02 §3 Coupon). Amounts in RWF on the wire. */
export interface CouponTerms {
  type: 'percentage' | 'fixed';
  /** Percent (0–100) for percentage coupons, RWF for fixed ones. */
  value: number;
  /** Smallest subtotal in RWF the coupon applies to; null or 0 means none. */
  minAmount?: number | null;
  /** Largest discount in RWF; null means no cap. */
  maxDiscount?: number | null;
}

export type CouponOutcome =
  | { applies: true; discountMinor: number }
  | { applies: false; reason: 'BELOW_MINIMUM'; minAmountMinor: number };

/**
 * The discount a coupon gives on a subtotal (spec 02 §5 Coupon): applies only when the subtotal is at
 * least minAmount; percentage → subtotal × value / 100, fixed → value; capped at maxDiscount and at
 * the subtotal, never negative, rounded to 2 decimals (one minor unit).
 * @param subtotalMinor subtotal in minor units (hundredths of RWF)
 */
export function couponDiscount(subtotalMinor: number, coupon: CouponTerms): CouponOutcome {
  const minAmountMinor = toMinor(coupon.minAmount ?? 0);
  if (subtotalMinor < minAmountMinor) return { applies: false, reason: 'BELOW_MINIMUM', minAmountMinor };
  let discount =
    coupon.type === 'percentage' ? Math.round((subtotalMinor * coupon.value) / 100) : toMinor(coupon.value);
  if (coupon.maxDiscount != null) discount = Math.min(discount, toMinor(coupon.maxDiscount));
  discount = Math.min(discount, subtotalMinor);
  return { applies: true, discountMinor: Math.max(0, discount) };
}

/** Total after discount, floored at 0 (spec 02 §5: "Total = total minus discount, floored at 0"). */
export function totalAfterDiscount(totalMinor: number, discountMinor: number): number {
  return Math.max(0, totalMinor - discountMinor);
}

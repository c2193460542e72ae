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

export type CouponOutcome = { applies: true; discountMinor: number } | { applies: false; reason: 'BELOW_MINIMUM'; minAmountMinor: number };

/**
 * The discount a coupon gives on a subtotal (spec 02 §5 Coupon): applies only when the subtotal is at
 * least minAmount; percentage → subtotal × value / 100, fixed → value; capped at maxDiscount and at
 * the subtotal, never negative, rounded to 2 decimals (one minor unit).
 * @param subtotalMinor subtotal in minor units (hundredths of RWF)
 */
export function couponDiscount(subtotalMinor: number, coupon: CouponTerms): CouponOutcome {
  const minAmountMinor = toMinor(coupon.minAmount ?? 0);
  if (subtotalMinor < minAmountMinor) return { applies: false, reason: 'BELOW_MINIMUM', minAmountMinor };
  let discount = coupon.type === 'percentage' ? Math.round((subtotalMinor * coupon.value) / 100) : toMinor(coupon.value);
  if (coupon.maxDiscount != null) discount = Math.min(discount, toMinor(coupon.maxDiscount));
  discount = Math.min(discount, subtotalMinor);
  return { applies: true, discountMinor: Math.max(0, discount) };
}

/** Total after discount, floored at 0 (spec 02 §5: "Total = total minus discount, floored at 0"). */
export function totalAfterDiscount(totalMinor: number, discountMinor: number): number {
  return Math.max(0, totalMinor - discountMinor);
}

/** Where a coupon stands for the back office (docs/decisions/122-money-shown-as-it-is.md). */
export const COUPON_STATES = ['active', 'off', 'scheduled', 'expired', 'used_up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/**
 * A coupon's state now, by the rules the checkout applies (spec 02 §5 Coupon; orders.service
 * checkCoupon): turned off → `off`; its end passed → `expired`; its start still ahead →
 * `scheduled`; as many uses as its limit → `used_up`; else `active`. Times are Dates or ISO strings.
 */
export function couponState(
  c: { active: boolean; startsAt: Date | string | null; expiresAt: Date | string | null; usageLimit: number | null; timesUsed: number },
  now: Date = new Date(),
): CouponState {
  const at = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());
  if (!c.active) return 'off';
  if (c.expiresAt && at(c.expiresAt) <= now.getTime()) return 'expired';
  if (c.startsAt && at(c.startsAt) > now.getTime()) return 'scheduled';
  if (c.usageLimit !== null && c.timesUsed >= c.usageLimit) return 'used_up';
  return 'active';
}

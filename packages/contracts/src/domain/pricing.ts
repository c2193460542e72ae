import { couponDiscount, totalAfterDiscount, type CouponOutcome, type CouponTerms } from './coupon.js';

/**
 * The one pricing rule of the shop (docs/decisions/090): the cart page, the checkout quote and the saved
 * order all add up their lines here, so what the customer is shown and what is saved cannot drift.
 * All amounts are integer minor units (hundredths of a franc).
 */

/** Shipping is free (spec 02 §9: shipping 0, shown as "Free"). Minor units. */
export const SHIPPING_MINOR = 0;

/** One line as pricing needs it: the catalog's unit price now and the quantity. */
export interface PricingLine {
  unitPriceMinor: number;
  quantity: number;
}

/** What a set of lines costs: every amount in minor units. `coupon` is null when none was given. */
export interface PriceBreakdown {
  lineTotalsMinor: number[];
  subtotalMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  coupon: CouponOutcome | null;
}

/**
 * Prices lines: line total = unit price × quantity; subtotal = their sum; the coupon's discount on the
 * subtotal (couponDiscount: nothing when below its minimum, `coupon.applies` false then); total =
 * subtotal + shipping − discount, floored at 0 (spec 02 §5).
 */
export function priceLines(lines: readonly PricingLine[], coupon: CouponTerms | null = null): PriceBreakdown {
  const lineTotalsMinor = lines.map((l) => l.unitPriceMinor * l.quantity);
  const subtotalMinor = lineTotalsMinor.reduce((sum, t) => sum + t, 0);
  const outcome = coupon ? couponDiscount(subtotalMinor, coupon) : null;
  const discountMinor = outcome?.applies ? outcome.discountMinor : 0;
  return {
    lineTotalsMinor,
    subtotalMinor,
    shippingMinor: SHIPPING_MINOR,
    discountMinor,
    totalMinor: totalAfterDiscount(subtotalMinor + SHIPPING_MINOR, discountMinor),
    coupon: outcome,
  };
}

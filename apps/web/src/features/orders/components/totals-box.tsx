import { formatRwf, fromMinor } from '@atelier/contracts';

/** Totals (spec 02 §2 Order screen): Subtotal, Discount, 'Shipping: Free', Total, all in RWF. Amounts in minor units. */
export function TotalsBox({ subtotalMinor, discountMinor, shippingMinor = 0, totalMinor, couponCode }: { subtotalMinor: number; discountMinor: number; shippingMinor?: number; totalMinor: number; couponCode?: string | null }) {
  return (
    <dl className="grid gap-2 rounded-2xl bg-ink-900 p-5 text-sm text-paper">
      <div className="flex justify-between gap-4">
        <dt className="text-paper/80">Subtotal</dt> <dd className="tabular-nums">{formatRwf(fromMinor(subtotalMinor))}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-paper/80">Discount{couponCode ? ` (${couponCode})` : ''}</dt> <dd className="tabular-nums">{discountMinor > 0 ? `−${formatRwf(fromMinor(discountMinor))}` : formatRwf(0)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-paper/80">Shipping:</dt> <dd>{shippingMinor > 0 ? formatRwf(fromMinor(shippingMinor)) : 'Free'}</dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-paper/15 pt-3 text-lg">
        <dt className="font-semibold">Total</dt> <dd className="font-bold tabular-nums">{formatRwf(fromMinor(totalMinor))}</dd>
      </div>
    </dl>
  );
}

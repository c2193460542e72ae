import { fromMinor } from '@atelier/contracts';
import { t } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/use-format';

/** Totals (spec 02 §2 Order screen): Subtotal, Discount, 'Shipping: Free', Total, all in RWF. Amounts in minor units. */
export function TotalsBox({
  subtotalMinor,
  discountMinor,
  shippingMinor = 0,
  totalMinor,
  couponCode,
}: {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor?: number;
  totalMinor: number;
  couponCode?: string | null;
}) {
  const { money } = useFormat();
  const rwf = (minor: number) => money(fromMinor(minor));
  return (
    <dl className="grid gap-2 rounded-2xl bg-ink-900 p-5 text-sm text-paper">
      <div className="flex justify-between gap-4">
        <dt className="text-paper/80">{t`Subtotal`}</dt> <dd className="tabular-nums">{rwf(subtotalMinor)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-paper/80">{couponCode ? t`Discount (${couponCode})` : t`Discount`}</dt> <dd className="tabular-nums">{discountMinor > 0 ? `−${rwf(discountMinor)}` : rwf(0)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-paper/80">{t`Shipping:`}</dt> <dd>{shippingMinor > 0 ? rwf(shippingMinor) : t`Free`}</dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-paper/15 pt-3 text-lg">
        <dt className="font-semibold">{t`Total`}</dt> <dd className="font-bold tabular-nums">{rwf(totalMinor)}</dd>
      </div>
    </dl>
  );
}

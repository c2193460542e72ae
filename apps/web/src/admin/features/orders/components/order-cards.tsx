import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@atelier/contracts';
import { cn } from '@/lib/cn';
import { ChannelBadge, PaymentBadge, StatusBadge } from '@admin/components/badges';
import { age, rwf } from '@admin/components/format';
import { adminPaths } from '@admin/paths';

/** The order list on a phone: one card per order (number, customer, total, age, status badges, channel), the whole card a link. */
export function OrderCards({ orders, busy }: { orders: AdminOrderRow[]; busy: boolean }) {
  return (
    <ul className={cn('grid gap-3', busy && 'opacity-60')} aria-busy={busy}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={adminPaths.order(order.id)} className="block rounded-2xl bg-white p-4 ring-1 ring-sand-200 transition-colors active:bg-sand-50">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold text-ink-900">{order.order_number}</p>
              <p className="text-base font-semibold text-ink-900">{rwf(order.total)}</p>
            </div>
            <div className="mt-1 flex items-baseline justify-between gap-3 text-sm text-ink-600">
              <p className="min-w-0 truncate">
                {order.customer_name} · {order.customer_phone || order.customer_email}
              </p>
              <p className="shrink-0">{age(order.created_at)}</p>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <StatusBadge status={order.status} />
              <PaymentBadge status={order.payment_status} />
              <ChannelBadge channel={order.channel} />
              {order.amount_due > 0 && order.amount_due < order.total ? <span className="text-xs text-ink-600">{t`${rwf(order.amount_due)} due`}</span> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

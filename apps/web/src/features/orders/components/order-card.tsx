import { Link } from 'react-router';
import { titleWithVariant, type Order } from '@atelier/contracts';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { paidAndDue } from './paid-and-due';
import { moneyText } from '@/lib/i18n/use-format';
import { plural, t } from '@lingui/core/macro';

/** Spec 02 §2 Profile: an order lists 3 items, then '+N more items'. */
const ORDER_ITEMS_SHOWN = 3;

/** '+1 more item' / '+N more items' for the lines past the first three; '' when there are none. */
export function moreItemsLabel(lineCount: number): string {
  const more = lineCount - ORDER_ITEMS_SHOWN;
  return more <= 0 ? '' : plural(more, { one: '+# more item', other: '+# more items' });
}

/**
 * One order as a card that opens /orders/{id}: number, date, status and payment badges, while
 * part-paid "Paid … · Balance due …" (docs/decisions/122), total, the first three lines (name × quantity) and '+N more items'. `compact` drops the lines (overview).
 */
export function OrderCard({ order, compact = false }: { order: Order; compact?: boolean }) {
  const more = moreItemsLabel(order.order_items.length);
  const partly = paidAndDue(order);
  return (
    <article className="relative rounded-2xl border border-sand-200 bg-white p-4 transition-colors focus-within:border-ink-900 hover:border-ink-900/40 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg leading-snug">
            <Link to={paths.order(order.id)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              {t`Order ${order.order_number}`}
            </Link>
          </h3>
          <p className="text-sm text-ink-600">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </div>
        <p className="font-semibold text-ink-900">{moneyText(order.total)}</p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
      </div>
      {partly ? <p className="mt-2 text-sm font-semibold text-ink-800 tabular-nums">{partly}</p> : null}
      {compact ? (
        <p className="mt-2 text-sm text-ink-600">{plural(order.order_items.length, { one: '# item', other: '# items' })}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-1 border-t border-sand-100 pt-3 text-sm text-ink-700" aria-label={t`Items in order ${order.order_number}`}>
          {order.order_items.slice(0, ORDER_ITEMS_SHOWN).map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">
                {titleWithVariant(item.product_name, item.variant_title)} <span className="text-ink-600">× {item.quantity}</span>
              </span>
              <span className="shrink-0 text-ink-600">{moneyText(item.line_total)}</span>
            </li>
          ))}
          {more ? <li className="font-semibold text-clay-700">{more}</li> : null}
        </ul>
      )}
    </article>
  );
}

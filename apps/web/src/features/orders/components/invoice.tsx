import { isPaid, titleWithVariant, type Order, type PaymentInstructions } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { env } from '@/config/env';
import { cn } from '@/lib/cn';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';
import { moneyText, useFormat } from '@/lib/i18n/use-format';
import { paidAndDue, recordedMethods } from './paid-and-due';

const PAYMENT_METHODS: Record<string, string> = { whatsapp: 'WhatsApp', card: 'Card' };

/** A line's SKU as the invoice prints it ("SKU NYUNGWE-CANOPY-RUNNERS-42", docs/decisions/127). */
function skuText(sku: string): string {
  return t`SKU ${sku}`;
}

/** How a payment method reads ('WhatsApp', never 'Whatsapp'); the spec's default is card. */
function paymentMethodLabel(method: string | null | undefined): string {
  const key = (method || 'card').toLowerCase();
  return PAYMENT_METHODS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * How to pay what is due by mobile money: the amount, the order number as the reference,
 * the MTN MoMo Pay merchant code with a tap-to-dial link (it opens MoMo Pay with the amount filled
 * in), and the Airtel Money number. Nothing is paid online: the shop records the payment.
 */
function HowToPay({ pay }: { pay: PaymentInstructions }) {
  return (
    <section aria-labelledby="how-to-pay" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-ink-800">
      <h3 id="how-to-pay" className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-700">
        {t`How to pay`}
      </h3>
      <p className="mt-2">
        {t`Amount due:`} <strong className="tabular-nums">{moneyText(pay.amount_due)}</strong>. {t`Use the order number`} <strong>{pay.reference}</strong> {t`as the payment reference.`}
      </p>
      {pay.momo_merchant_code ? (
        <p className="mt-2">
          {t`MTN MoMo Pay: merchant code`} <strong>{pay.momo_merchant_code}</strong>.{' '}
          {pay.momo_dial ? (
            <a href={pay.momo_dial} className="no-print font-semibold text-clay-700 underline">
              {t`Pay with MoMo`}
            </a>
          ) : null}
        </p>
      ) : null}
      {pay.airtel_money_number ? (
        <p className="mt-2">
          {t`Airtel Money: send to`} <strong>{pay.airtel_money_number}</strong>.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Invoice / receipt (spec 02 §2 Invoice, §4): PAID or UNPAID stamp, 'Receipt to' customer, items
 * with their variant and SKU (docs/decisions/127), quantity and price, address, order summary (subtotal, discount, shipping, total), payment
 * method (the recorded payments' methods once there are some), payment status, while part-paid
 * "Paid … · Balance due …" (docs/decisions/122), order number, thank-you text and a Print button
 * (prints only this card, 420 px wide).
 */
export function Invoice({ order, onRefresh, refreshing = false }: { order: Order; onRefresh?: () => void; refreshing?: boolean }) {
  const paid = isPaid(order.payment_status);
  const name = `${order.customer_first_name} ${order.customer_last_name}`.trim() || t`Guest`;
  const address = [order.shipping_address, order.shipping_address2, order.shipping_city, order.shipping_state].filter(Boolean).join(', ');
  const { money, date } = useFormat();
  const stamp = paid ? t`PAID` : t`UNPAID`;
  const partly = paid ? null : paidAndDue(order);
  // A long word (Kinyarwanda's NTIBYISHYUWE) goes in a smaller, tighter stamp, which is still wider than
  // a short one: the heading keeps more room on the right, so the tilted stamp covers none of its
  // letters, and the label INYEMEZABUGUZI still fits on one line at 390 px.
  const longStamp = stamp.length > 8;
  const stampRoom = longStamp ? 'pr-40 sm:pr-52' : 'pr-32 sm:pr-40';
  return (
    <section aria-labelledby={`invoice-${order.id}`} className="print-area relative overflow-hidden rounded-3xl wrap-anywhere border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className={cn(
          'absolute top-6 right-4 rotate-12 rounded-lg border-4 px-3 py-1 font-display font-bold sm:right-8',
          longStamp ? 'text-sm tracking-wider' : 'text-2xl tracking-widest',
          paid ? 'border-green-700 text-green-700' : 'border-amber-600/80 text-amber-700',
        )}
      >
        {stamp}
      </div>
      <p className={cn('text-xs font-semibold uppercase tracking-[0.2em] text-clay-700', stampRoom)}>{t`Invoice`}</p>
      {/* Room on the right for the stamp, so it never covers the order number on a phone. */}
      <h2 id={`invoice-${order.id}`} className={cn('mt-1 text-2xl', stampRoom)}>
        {t`Order`} <span className="whitespace-nowrap">{order.order_number}</span>
      </h2>
      <p className="mt-1 text-sm text-ink-600">{date(order.created_at, { english: 'en-GB' })}</p>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-600">{t`Receipt to`}</h3>
          <p className="mt-1 font-semibold">{name}</p>
          <p className="text-sm text-ink-700">{order.customer_email ? <EmailText email={order.customer_email} /> : t`No email provided`}</p>
          <p className="text-sm text-ink-700">{order.customer_phone || t`No phone provided`}</p>
        </div>
        <div>
          <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-600">{t`Deliver to`}</h3>
          <p className="mt-1 text-sm text-ink-700">{address || t`No address provided`}</p>
          <p className="text-sm text-ink-700">{order.shipping_country || t`No country specified`}</p>
          <p className="text-sm text-ink-700">{order.shipping_postal_code || t`No postal code provided`}</p>
        </div>
      </div>

      <h3 className="mt-6 font-sans text-xs font-semibold uppercase tracking-wider text-ink-600">{t`Items`}</h3>
      {order.order_items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t`No items in cart`}</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200 border-y border-sand-200">
          {order.order_items.map((item, i) => (
            <li key={`${item.product_name}-${i}`} className="flex items-start justify-between gap-4 py-3 text-sm">
              <div>
                <p className="font-semibold">{titleWithVariant(item.product_name, item.variant_title)}</p>
                {item.sku ? <p className="text-xs text-ink-600">{skuText(item.sku)}</p> : null}
                <p className="text-ink-600">
                  {item.quantity} × {money(item.unit_price)}
                  {item.material ? ` · ${item.material}` : ''}
                  {item.size ? ` · ${item.size}` : ''}
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums">{money(item.line_total)}</p>
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-4 ml-auto grid max-w-xs gap-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{t`Subtotal`}</dt> <dd className="tabular-nums">{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{order.coupon_code ? t`Discount (${order.coupon_code})` : t`Discount`}</dt>{' '}
          <dd className="tabular-nums">{order.discount > 0 ? `−${money(order.discount)}` : money(0)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{t`Shipping`}</dt> <dd>{order.shipping > 0 ? money(order.shipping) : t`Free`}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand-200 pt-2 text-base font-bold">
          <dt>{t`Total`}</dt> <dd className="tabular-nums">{money(order.total)}</dd>
        </div>
        <div className="flex justify-between gap-4 pt-1">
          <dt className="text-ink-600">{t`Payment method`}</dt>
          {/* The methods recorded once there are payments; before, the channel the order came by. */}
          <dd className="text-right">{recordedMethods(order) ?? paymentMethodLabel(order.payment_method)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{t`Payment status`}</dt>
          <dd className={cn('font-bold', paid ? 'text-green-700' : 'text-amber-700')}>{paid ? t`PAID` : t`PENDING`}</dd>
        </div>
      </dl>

      {partly ? (
        <p className="mt-1 ml-auto max-w-xs text-right text-sm font-semibold tabular-nums" data-testid="paid-and-due">
          {partly}
        </p>
      ) : null}

      {!paid && order.status !== 'cancelled' && order.how_to_pay ? <HowToPay pay={order.how_to_pay} /> : null}

      <p className="mt-6 rounded-xl bg-sand-50 p-4 text-sm text-ink-700">
        {t`Thank you for shopping with Atelier Kigali! We will confirm payment and delivery with you on WhatsApp. Questions? Write to`}{' '}
        <a href={`mailto:${env.supportEmail}`} className="font-semibold text-clay-700 underline">
          {env.supportEmail}
        </a>
        .
      </p>
      <div className="no-print mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => window.print()}>
          <Icon.Printer className="size-4" /> {t`Print`}
        </Button>
        {onRefresh ? (
          <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? t`Refreshing...` : t`Refresh status`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

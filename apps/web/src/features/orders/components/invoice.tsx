import { isPaid, NO_PAYMENT_METHOD, type Order, type PayInvoice, type PayInvoiceShop } from '@atelier/contracts';
import { env } from '@/config/env';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';
import { HowToPay, InvoiceCard, InvoiceLines, InvoiceSummary } from './invoice-parts';
import { MomoPay } from './momo-pay';
import { paidAndDue, recordedMethods } from './paid-and-due';

const PAYMENT_METHODS: Record<string, string> = { whatsapp: 'WhatsApp', card: 'Card' };

/**
 * How a payment method reads ('WhatsApp', never 'Whatsapp'); the spec's default is card. Null for an
 * order entered in the back office before its first payment (NO_PAYMENT_METHOD, docs/decisions/130):
 * the invoice then names no method, as the pay page's does.
 */
function paymentMethodLabel(method: string | null | undefined): string | null {
  if (method === NO_PAYMENT_METHOD) return null;
  const key = (method || 'card').toLowerCase();
  return PAYMENT_METHODS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * Invoice / receipt (spec 02 §2 Invoice, §4): PAID or UNPAID stamp, 'Receipt to' customer, items
 * with their variant and SKU (docs/decisions/127), quantity and price, address, order summary (subtotal, discount, shipping, total), payment
 * method (the recorded payments' methods once there are some), payment status, while part-paid
 * "Paid … · Balance due …" (docs/decisions/122), order number, thank-you text and a Print button
 * (prints only this card, 420 px wide). Its parts are the pay link's invoice's too (invoice-parts.tsx, PayInvoiceView below).
 */
export function Invoice({ order, onRefresh, refreshing = false }: { order: Order; onRefresh?: () => void; refreshing?: boolean }) {
  const paid = isPaid(order.payment_status);
  const name = `${order.customer_first_name} ${order.customer_last_name}`.trim() || t`Guest`;
  const address = [order.shipping_address, order.shipping_address2, order.shipping_city, order.shipping_state].filter(Boolean).join(', ');
  const lines = order.order_items.map((item) => ({
    title: item.product_name,
    variant_title: item.variant_title,
    sku: item.sku,
    quantity: item.quantity,
    unit_price: item.unit_price,
    line_total: item.line_total,
    details: `${item.material ? ` · ${item.material}` : ''}${item.size ? ` · ${item.size}` : ''}`,
  }));
  return (
    <InvoiceCard headingId={`invoice-${order.id}`} orderNumber={order.order_number} createdAt={order.created_at} paid={paid} onRefresh={onRefresh} refreshing={refreshing}>
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

      <InvoiceLines lines={lines} />

      {/* The methods recorded once there are payments; before, the web checkout's channel (none for an entered order). */}
      <InvoiceSummary
        subtotal={order.subtotal}
        discount={order.discount}
        couponCode={order.coupon_code}
        shipping={order.shipping}
        total={order.total}
        method={recordedMethods(order) ?? paymentMethodLabel(order.payment_method)}
        paid={paid}
        partly={paid ? null : paidAndDue(order)}
      />

      {order.status !== 'cancelled' && onRefresh ? <MomoPay target={{ orderRef: order.id }} amountDue={order.amount_due} defaultPhone={order.customer_phone} onPaid={onRefresh} /> : null}
      {!paid && order.status !== 'cancelled' && order.how_to_pay ? <HowToPay pay={order.how_to_pay} /> : null}

      <p className="mt-6 rounded-xl bg-sand-50 p-4 text-sm text-ink-700">
        {t`Thank you for shopping with Atelier Kigali! We will confirm payment and delivery with you on WhatsApp. Questions? Write to`}{' '}
        <a href={`mailto:${env.supportEmail}`} className="font-semibold text-clay-700 underline">
          {env.supportEmail}
        </a>
        .
      </p>
    </InvoiceCard>
  );
}

/** The shop's WhatsApp as a link: an address as it is, a number as a wa.me chat with the order number said. */
function whatsappLink(whatsapp: string, orderNumber: string): string | null {
  const value = whatsapp.trim();
  if (/^https:\/\//i.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(t`Hello, about my order ${orderNumber}`)}` : null;
}

const linkClass = 'font-semibold text-clay-700 underline underline-offset-2';

/**
 * The shop's contacts under the invoice (settings, as the contact page shows them): phone (tap to
 * call), WhatsApp, e-mail and address, each only when set. Links to other sites send no referrer,
 * so the pay link's key never leaves the shop (docs/decisions/129-the-pay-page.md).
 */
function ShopContacts({ shop, orderNumber }: { shop: PayInvoiceShop; orderNumber: string }) {
  const whatsapp = shop.whatsapp ? whatsappLink(shop.whatsapp, orderNumber) : null;
  const rows = [
    shop.phone
      ? {
          key: 'phone',
          label: t`Phone`,
          value: (
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {shop.phone}
            </a>
          ),
        }
      : null,
    whatsapp
      ? {
          key: 'whatsapp',
          label: 'WhatsApp',
          value: (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t`Message us on WhatsApp`}
              <span className="sr-only"> {t`(opens in a new tab)`}</span>
            </a>
          ),
        }
      : null,
    shop.email
      ? {
          key: 'email',
          label: t`Email`,
          value: (
            <a href={`mailto:${shop.email}`} className={linkClass}>
              <EmailText email={shop.email} />
            </a>
          ),
        }
      : null,
    shop.address ? { key: 'address', label: t`Address`, value: shop.address } : null,
  ].filter((row) => row !== null);
  return (
    <section aria-labelledby="shop-contacts" className="mt-6 rounded-xl bg-sand-50 p-4 text-sm text-ink-700">
      <h3 id="shop-contacts" className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-700">
        {t`Questions? Contact ${shop.name}`}
      </h3>
      {rows.length ? (
        <dl className="mt-2 grid gap-1.5">
          {rows.map((row) => (
            <div key={row.key} className="flex flex-wrap gap-x-2">
              <dt className="min-w-20 text-ink-600">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/**
 * The invoice of a pay link (docs/decisions/129-the-pay-page.md), built from the same parts as the
 * signed-in customer's invoice: the PAID/UNPAID stamp (PAID only when paid in full), the lines (a
 * variant as "Title — 41", custom lines by their title), quantities and unit prices, subtotal,
 * discount, shipping and total, the recorded payment methods, "Paid … · Balance due …" while
 * part-paid (docs/decisions/122), how to pay the amount due by MoMo, the shop's note, and the
 * shop's contacts. Amounts in RWF.
 */
export function PayInvoiceView({ invoice, payKey, onRefresh, refreshing = false }: { invoice: PayInvoice; payKey?: string; onRefresh?: () => void; refreshing?: boolean }) {
  const { paid } = invoice;
  return (
    <InvoiceCard headingId="pay-invoice" orderNumber={invoice.order_number} createdAt={invoice.created_at} paid={paid} onRefresh={onRefresh} refreshing={refreshing}>
      <InvoiceLines lines={invoice.lines} />
      <InvoiceSummary
        subtotal={invoice.subtotal}
        discount={invoice.discount}
        shipping={invoice.shipping}
        total={invoice.total}
        method={recordedMethods(invoice)}
        paid={paid}
        partly={paid ? null : paidAndDue(invoice)}
      />
      {invoice.status !== 'cancelled' && payKey && onRefresh ? (
        <MomoPay target={{ orderRef: invoice.order_number, key: payKey }} amountDue={invoice.amount_due} phoneHint={invoice.momo_phone_hint} onPaid={onRefresh} />
      ) : null}
      {!paid && invoice.status !== 'cancelled' && invoice.how_to_pay ? <HowToPay pay={invoice.how_to_pay} /> : null}
      {invoice.note ? (
        <section aria-labelledby="pay-note" className="mt-6 text-sm text-ink-700">
          <h3 id="pay-note" className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-600">
            {t`Note from the shop`}
          </h3>
          <p className="mt-1 whitespace-pre-line">{invoice.note}</p>
        </section>
      ) : null}
      <ShopContacts shop={invoice.shop} orderNumber={invoice.order_number} />
    </InvoiceCard>
  );
}

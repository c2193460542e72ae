import { isPaid, type Order } from '@atelier/contracts';
import { env } from '@/config/env';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';
import { HowToPay, InvoiceCard, InvoiceLines, InvoiceSummary } from './invoice-parts';
import { paidAndDue, recordedMethods } from './paid-and-due';

const PAYMENT_METHODS: Record<string, string> = { whatsapp: 'WhatsApp', card: 'Card' };

/** How a payment method reads ('WhatsApp', never 'Whatsapp'); the spec's default is card. */
function paymentMethodLabel(method: string | null | undefined): string {
  const key = (method || 'card').toLowerCase();
  return PAYMENT_METHODS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * Invoice / receipt (spec 02 §2 Invoice, §4): PAID or UNPAID stamp, 'Receipt to' customer, items
 * with their variant and SKU (docs/decisions/127), quantity and price, address, order summary (subtotal, discount, shipping, total), payment
 * method (the recorded payments' methods once there are some), payment status, while part-paid
 * "Paid … · Balance due …" (docs/decisions/122), order number, thank-you text and a Print button
 * (prints only this card, 420 px wide). Its parts are the pay link's page's too (invoice-parts.tsx).
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

      {/* The methods recorded once there are payments; before, the channel the order came by. */}
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

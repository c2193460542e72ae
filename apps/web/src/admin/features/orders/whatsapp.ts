import { formatRwf, whatsappUrl, type AdminOrder, type OrderStatus } from '@atelier/contracts';

/** The status names of the customer's message: it is written in English (docs/decisions/113). */
const STATUS_NAMES: Record<OrderStatus, string> = { pending: 'Pending', processing: 'Processing', ready: 'Ready', completed: 'Completed', cancelled: 'Cancelled' };

/**
 * The wa.me link that opens a chat with the order's customer, prefilled with the order number, its
 * status and what is due (contracts customerWhatsappUrl); null when the order has no phone number.
 */
export function customerWhatsappUrl(order: AdminOrder): string | null {
  if (!order.customer.phone.replace(/\D/g, '')) return null;
  const due = order.amount_due > 0 && order.status !== 'cancelled' ? `Amount due: ${formatRwf(order.amount_due)}.` : 'Nothing is due.';
  const text = [`Hello ${order.customer.first_name || order.customer.name},`, `this is Atelier Kigali about your order ${order.order_number}.`, `Status: ${STATUS_NAMES[order.status]}.`, due].join(
    ' ',
  );
  return whatsappUrl(order.customer.phone, text);
}

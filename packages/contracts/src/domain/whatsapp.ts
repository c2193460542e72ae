import { formatRwf } from './money.js';
import { toE164 } from './phone-number.js';

/** What the order message needs; amounts in RWF. */
export interface OrderMessageInput {
  orderNumber: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  address: { address: string; address2?: string | null; city: string; state: string; country: string; postalCode: string };
  items: Array<{ name: string; quantity: number; lineTotal: number }>;
  subtotal: number;
  discount: number;
  couponCode?: string | null;
  total: number;
}

/**
 * The prefilled order text handed to the seller (spec 02 §7): greeting, customer details, numbered
 * items with quantity and line total, Subtotal, Total and the closing request, with the order number.
 */
export function orderMessage(o: OrderMessageInput): string {
  const addressLine = [o.address.address, o.address.address2, o.address.city, o.address.state, o.address.postalCode, o.address.country]
    .filter((part) => part && String(part).trim())
    .join(', ');
  const lines = [
    `Hello! I would like to place an order.`,
    ``,
    `Order number: ${o.orderNumber}`,
    ``,
    `Customer details:`,
    `Name: ${o.customer.firstName} ${o.customer.lastName}`,
    `Email: ${o.customer.email}`,
    `Phone: ${o.customer.phone}`,
    `Address: ${addressLine}`,
    ``,
    `Items:`,
    ...o.items.map((item, i) => `${i + 1}. ${item.name} x${item.quantity} - ${formatRwf(item.lineTotal)}`),
    ``,
    `Subtotal: ${formatRwf(o.subtotal)}`,
    ...(o.discount > 0 ? [`Discount${o.couponCode ? ` (${o.couponCode})` : ''}: -${formatRwf(o.discount)}`] : []),
    `Total: ${formatRwf(o.total)}`,
    ``,
    `Please confirm the order and payment instructions.`,
  ];
  return lines.join('\n');
}

/** A wa.me link that opens a chat with `phone` (digits, any + or separators removed) and `text` prefilled. */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * The back office's "Message on WhatsApp" (issue 14): a wa.me link to the customer's phone (any
 * Rwandan spelling, made international), with the order number, its status and the amount due (RWF).
 * Null when the phone is not a number WhatsApp can reach.
 */
export function customerWhatsappUrl(o: { phone: string; firstName: string; orderNumber: string; status: string; amountDue: number }): string | null {
  const e164 = toE164(o.phone);
  if (!e164) return null;
  const lines = [`Hello ${o.firstName}, about your order ${o.orderNumber}:`, `Status: ${o.status}.`];
  lines.push(o.amountDue > 0 ? `Amount due: ${formatRwf(o.amountDue)}. Please use ${o.orderNumber} as the payment reference.` : 'It is paid in full. Thank you!');
  return whatsappUrl(e164, lines.join('\n'));
}

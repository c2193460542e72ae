import { formatRwf } from './money.js';
import { toE164 } from './phone-number.js';
import type { Locale } from '../i18n/locale.js';

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

/** The fixed words of the order message, per language (the English is spec 02 §7's, letter for letter). */
const ORDER_MESSAGE_WORDS: Record<Locale, Record<'hello' | 'orderNumber' | 'customer' | 'name' | 'email' | 'phone' | 'address' | 'items' | 'subtotal' | 'discount' | 'total' | 'closing', string>> = {
  en: {
    hello: 'Hello! I would like to place an order.',
    orderNumber: 'Order number',
    customer: 'Customer details',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    items: 'Items',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    closing: 'Please confirm the order and payment instructions.',
  },
  rw: {
    hello: 'Muraho! Ndashaka gutanga komande.',
    orderNumber: 'Nimero ya komande',
    customer: "Umwirondoro w'umukiriya",
    name: 'Izina',
    email: 'Imeyili',
    phone: 'Telefoni',
    address: 'Aderesi',
    items: 'Ibyo natumije',
    subtotal: 'Igiteranyo gito',
    discount: 'Igabanywa',
    total: 'Igiteranyo',
    closing: 'Nimwemeze komande kandi mumbwire uko nakwishyura.',
  },
  fr: {
    hello: 'Bonjour ! Je souhaite passer une commande.',
    orderNumber: 'Numéro de commande',
    customer: 'Coordonnées du client',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    items: 'Articles',
    subtotal: 'Sous-total',
    discount: 'Remise',
    total: 'Total',
    closing: 'Merci de confirmer la commande et de m’indiquer comment payer.',
  },
};

/**
 * The prefilled order text handed to the seller (spec 02 §7): greeting, customer details, numbered
 * items with quantity and line total, Subtotal, Total and the closing request, with the order number.
 * Written in the customer's `locale` (the page they ordered from), amounts as that language writes
 * money; English (the default) is the spec's text exactly.
 */
export function orderMessage(o: OrderMessageInput, locale: Locale = 'en'): string {
  const w = ORDER_MESSAGE_WORDS[locale];
  const money = (rwf: number) => formatRwf(rwf, locale);
  // French puts a space before a colon (a no-break one, so the label never ends a line alone).
  const colon = locale === 'fr' ? '\u00a0:' : ':';
  const addressLine = [o.address.address, o.address.address2, o.address.city, o.address.state, o.address.postalCode, o.address.country].filter((part) => part && String(part).trim()).join(', ');
  const lines = [
    w.hello,
    ``,
    `${w.orderNumber}${colon} ${o.orderNumber}`,
    ``,
    `${w.customer}${colon}`,
    `${w.name}${colon} ${o.customer.firstName} ${o.customer.lastName}`,
    `${w.email}${colon} ${o.customer.email}`,
    `${w.phone}${colon} ${o.customer.phone}`,
    `${w.address}${colon} ${addressLine}`,
    ``,
    `${w.items}${colon}`,
    ...o.items.map((item, i) => `${i + 1}. ${item.name} x${item.quantity} - ${money(item.lineTotal)}`),
    ``,
    `${w.subtotal}${colon} ${money(o.subtotal)}`,
    ...(o.discount > 0 ? [`${w.discount}${o.couponCode ? ` (${o.couponCode})` : ''}${colon} -${money(o.discount)}`] : []),
    `${w.total}${colon} ${money(o.total)}`,
    ``,
    w.closing,
  ];
  return lines.join('\n');
}

/** A wa.me link that opens a chat with `phone` (digits, any + or separators removed) and `text` prefilled. */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * The back office's "Message on WhatsApp": a wa.me link to the customer's phone (any
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

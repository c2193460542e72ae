import type { Order, PaymentMethod } from '@atelier/contracts';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { moneyText } from '@/lib/i18n/use-format';

/** The payment methods' names in the store (brand names stay as they are; glossary). */
const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  momo_mtn: msg({ context: 'payment method', message: 'MTN MoMo' }),
  airtel_money: msg({ context: 'payment method', message: 'Airtel Money' }),
  cash: msg({ context: 'payment method', message: 'Cash' }),
  bank_transfer: msg({ context: 'payment method', message: 'Bank transfer' }),
};

/**
 * The methods the shop recorded the order's payments by ("MTN MoMo, Cash"), in the active
 * language; null before any payment (docs/decisions/122-money-shown-as-it-is.md).
 */
export function recordedMethods(order: Pick<Order, 'payment_methods'>): string | null {
  const methods = order.payment_methods ?? [];
  return methods.length ? methods.map((m) => (METHOD_NAMES[m] ? i18n._(METHOD_NAMES[m]) : m)).join(', ') : null;
}

/**
 * "Paid RWF 50,000 · Balance due RWF 43,000" for a part-paid order that is still open (amounts in
 * RWF, written in the active language); null when nothing is paid, nothing is due or it is
 * cancelled. The stamp stays UNPAID meanwhile (spec 02 §4; docs/decisions/122).
 */
export function paidAndDue(order: Pick<Order, 'amount_paid' | 'amount_due' | 'status'>): string | null {
  if (order.status === 'cancelled' || order.amount_paid <= 0 || order.amount_due <= 0) return null;
  const paid = moneyText(order.amount_paid);
  const due = moneyText(order.amount_due);
  return t`Paid ${paid} · Balance due ${due}`;
}

/**
 * Order and payment states (spec 02 §4). Status defaults to pending; processing and completed are
 * recognised; cancelled closes an order. Allowed moves are a table, not scattered ifs.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Payment moves only from pending to paid (refunds are the owner's business, later). */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

/** True when an order may move from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Invoice stamp (spec 02 §4): PAID only when the payment status is "paid". */
export function isPaid(paymentStatus: string | null | undefined): boolean {
  return paymentStatus === 'paid';
}

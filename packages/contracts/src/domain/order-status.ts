/**
 * Order and payment states (spec 02 §4, docs/decisions/100). Status defaults to pending and moves
 * only by ORDER_TRANSITIONS: pending → processing → ready → completed, and cancelled from any open
 * state. The payment status is never set by hand: it is derived from the order's payment and refund
 * records by `derivePaymentStatus` (DESIGN.md § Back office).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How money came in or went out (docs/decisions/100-back-office-server.md). Only mobile money references must be unique. */
export const PAYMENT_METHODS = ['momo_mtn', 'airtel_money', 'cash', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The allowed moves of an order's status; anything not listed is refused (409). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Open orders: still moving (cancelled and completed are closed). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS[s].length > 0);

/** True when an order may move from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Invoice stamp (spec 02 §4): PAID only when the payment status is "paid". */
export function isPaid(paymentStatus: string | null | undefined): boolean {
  return paymentStatus === 'paid';
}

/** The money of an order, in RWF, as its payment and refund records add up (see `paymentSummary`). */
export interface PaymentSummary {
  /** Sum of the payments not voided. */
  amount_paid: number;
  /** Sum of the refunds. */
  amount_refunded: number;
  /** What the customer still owes: total minus payments (refunds never create a new debt), at least 0. */
  amount_due: number;
  payment_status: PaymentStatus;
}

/** A payment record as the derivation reads it: amount in RWF; a voided one does not count. */
export interface PaymentRecord {
  amount: number;
  voided?: boolean;
}

/**
 * The order's payment status from its records (docs/decisions/100): nothing paid → pending; some paid but less
 * than the total → partially_paid; payments reach the total → paid; any refund → partially_refunded,
 * or refunded once the refunds reach what was paid. An order with a total of 0 is paid. Amounts in RWF.
 */
export function derivePaymentStatus(total: number, payments: readonly PaymentRecord[], refunds: readonly { amount: number }[]): PaymentStatus {
  return paymentSummary(total, payments, refunds).payment_status;
}

/** `derivePaymentStatus` with the sums it is made of (amounts in RWF). */
export function paymentSummary(total: number, payments: readonly PaymentRecord[], refunds: readonly { amount: number }[]): PaymentSummary {
  const paid = payments.reduce((sum, p) => (p.voided ? sum : sum + p.amount), 0);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  let status: PaymentStatus;
  if (refunded > 0) status = refunded >= paid ? 'refunded' : 'partially_refunded';
  else if (paid <= 0) status = total <= 0 ? 'paid' : 'pending';
  else status = paid >= total ? 'paid' : 'partially_paid';
  return { amount_paid: paid, amount_refunded: refunded, amount_due: Math.max(0, total - paid), payment_status: status };
}

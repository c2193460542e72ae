import { z } from 'zod';
import { Actor, AuditEntry } from '../audit.js';
import { AdminIdParams, DateOrTime, PageQuery, SearchText, pageLimit, wireNumber } from '../common.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from '../domain/order-status.js';
import { OrderItem } from './public.js';

/**
 * The back office's orders and payments (docs/decisions/100-back-office-server.md): the query, body
 * and reply of `/api/admin/orders/*`. Payments and refunds are records, never edited (a wrong payment
 * is voided with a reason); the order's payment status is derived from them. Money is whole RWF on
 * the wire, times are ISO 8601 strings.
 */

/** Texts of the back office's answers about orders and payments. */
export const ORDER_ADMIN_MESSAGES = {
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  reasonRequired: 'Please give a reason',
  cancelReasonRequired: 'Please give a reason for cancelling this order',
  noteRequired: 'Please write a note',
  amountRequired: 'Please enter an amount',
  duplicateReference: 'A payment with this reference is already recorded',
  referenceRequired: 'Please enter the mobile-money transaction reference',
  orderCancelled: 'This order is cancelled: no payment can be recorded on it',
  alreadyVoided: 'This payment is already voided',
} as const;

/** The message for a status move the table does not allow. */
export const transitionRefused = (from: string, to: string) => `An order that is ${from} cannot become ${to}`;

/** Whole RWF, positive, at most 1 billion: amounts staff type in. */
const RwfAmount = wireNumber(
  z
    .number({ error: ORDER_ADMIN_MESSAGES.amountRequired })
    .int('The amount must be a whole number of RWF')
    .positive('The amount must be more than 0')
    .max(1_000_000_000, 'The amount must be at most 1,000,000,000 RWF'),
);

/** Methods whose reference is a transaction id that names one payment (a second use is 409). */
export const MOBILE_MONEY_METHODS: readonly PaymentMethod[] = ['momo_mtn', 'airtel_money'];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  momo_mtn: 'MTN MoMo',
  airtel_money: 'Airtel Money',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
};

const reason = (message: string = ORDER_ADMIN_MESSAGES.reasonRequired) => z.string({ error: message }).trim().min(1, message).max(500, 'The reason must be at most 500 characters');
const reference = z
  .string()
  .trim()
  .max(100, 'The reference must be at most 100 characters')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** `/api/admin/orders/{id}/payments/{paymentId}`: two uuids; anything else is a readable 404. */
export const AdminPaymentParams = AdminIdParams.extend({ paymentId: z.string().min(1).max(64) });

export const ADMIN_ORDER_SORTS = ['created_at', '-created_at', 'total', '-total', 'order_number', '-order_number'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * GET /api/admin/orders (and orders.csv): `q` finds an order by its number, the customer's name,
 * e-mail or phone (any spelling: 0788…, +250 788…); `from`/`to` are Kigali days (inclusive) or ISO
 * times; `sort` is a column, `-` first for descending (default newest first); 20 a page.
 */
export const AdminOrderListQuery = z.object({
  q: SearchText,
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  from: DateOrTime.optional(),
  to: DateOrTime.optional(),
  page: PageQuery.shape.page,
  limit: pageLimit(20),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` }).default('-created_at'),
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;
export type AdminOrderListFilters = z.output<typeof AdminOrderListQuery>;

/** One row of the order list (a card on a phone). Amounts in RWF. */
export const AdminOrderRow = z.object({
  id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  total: z.number(),
  amount_paid: z.number(),
  amount_due: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  item_count: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** Reply of GET /api/admin/orders; the X-Total-Count header carries `total` as well. */
export const AdminOrderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

export const AdminAddress = z.object({
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
});
export type AdminAddress = z.infer<typeof AdminAddress>;

/** A recorded payment; a voided one stays, with who voided it and why. */
export const AdminPayment = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  reference: z.string().nullable(),
  paid_at: z.string(),
  recorded_at: z.string(),
  recorded_by: Actor.nullable(),
  voided_at: z.string().nullable(),
  voided_by: Actor.nullable(),
  void_reason: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminRefund = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  reason: z.string(),
  recorded_at: z.string(),
  recorded_by: Actor.nullable(),
  /** The return request this refund settles (recorded by moving it to `refunded`, docs/decisions/105), else null. */
  return_id: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/** An internal note: never shown to the customer. */
const AdminNote = z.object({ id: z.string(), text: z.string(), created_at: z.string(), author: Actor.nullable() });
type AdminNote = z.infer<typeof AdminNote>;

/**
 * GET /api/admin/orders/{id}: everything about one order. `lines` are the stored snapshot; `timeline`
 * is the order's audit entries, oldest first; `allowed_transitions` is what the status may become
 * now. Amounts in RWF.
 */
export const AdminOrder = z.object({
  id: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  amount_refunded: z.number(),
  amount_due: z.number(),
  coupon: z.object({ code: z.string() }).nullable(),
  customer: z.object({ user_id: z.string().nullable(), first_name: z.string(), last_name: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  shipping_address: AdminAddress,
  billing_address: AdminAddress,
  lines: z.array(OrderItem),
  payments: z.array(AdminPayment),
  refunds: z.array(AdminRefund),
  notes: z.array(AdminNote),
  timeline: z.array(AuditEntry),
  /** "Message on WhatsApp": wa.me to the customer with the number, status and amount due; null for a phone WhatsApp cannot reach. */
  whatsapp_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** Reply of the order detail and of every write on an order (the order as it is now). */
export const AdminOrderResponse = z.object({ success: z.literal(true), order: AdminOrder });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

/** POST /api/admin/orders/{id}/notes. */
export const AdminNoteBody = z.object({
  text: z.string({ error: ORDER_ADMIN_MESSAGES.noteRequired }).trim().min(1, ORDER_ADMIN_MESSAGES.noteRequired).max(2000, 'A note must be at most 2000 characters'),
});
export type AdminNoteBody = z.infer<typeof AdminNoteBody>;

/** POST /api/admin/orders/{id}/status: by ORDER_TRANSITIONS; cancelling needs a reason. */
export const AdminStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'cancelled' && !v.reason) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.cancelReasonRequired, path: ['reason'] });
  });
export type AdminStatusBody = z.infer<typeof AdminStatusBody>;

/**
 * POST /api/admin/orders/{id}/payments: a payment received (partial allowed, never more than is
 * due). Mobile money needs its transaction reference; the same reference twice is 409. `paid_at`
 * defaults to now and may not be in the future.
 */
export const AdminPaymentBody = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: `method must be one of ${PAYMENT_METHODS.join(', ')}` }),
    amount: RwfAmount,
    reference,
    paid_at: DateOrTime.optional(),
  })
  .superRefine((v, ctx) => {
    if (MOBILE_MONEY_METHODS.includes(v.method) && !v.reference) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.referenceRequired, path: ['reference'] });
  });
export type AdminPaymentBody = z.input<typeof AdminPaymentBody>;

/** POST /api/admin/orders/{id}/payments/{paymentId}/void (owner only). */
export const AdminVoidBody = z.object({ reason: reason() });
export type AdminVoidBody = z.infer<typeof AdminVoidBody>;

/** POST /api/admin/orders/{id}/refunds (owner only): never more than was paid and not yet refunded. */
export const AdminRefundBody = z.object({
  amount: RwfAmount,
  method: z.enum(PAYMENT_METHODS, { error: `method must be one of ${PAYMENT_METHODS.join(', ')}` }),
  reference,
  reason: reason(),
});
export type AdminRefundBody = z.input<typeof AdminRefundBody>;

/** Columns of GET /api/admin/orders.csv, in order (one row per order). */
export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'payment_status',
  'customer_name',
  'customer_email',
  'customer_phone',
  'item_count',
  'subtotal',
  'discount',
  'total',
  'amount_paid',
  'amount_refunded',
  'amount_due',
  'coupon_code',
  'payment_methods',
  'payment_references',
] as const;

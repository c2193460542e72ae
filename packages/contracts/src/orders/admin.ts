import { z } from 'zod';
import { Actor, AuditEntry } from '../audit.js';
import { MAX_LINE_QUANTITY } from '../cart.js';
import { AdminIdParams, DateOrTime, PageQuery, SearchText, idSchema, pageLimit, wireNumber } from '../common.js';
import { toE164 } from '../domain/phone-number.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from '../domain/order-status.js';
import { LOCALES } from '../i18n/locale.js';
import { ENTERED_ORDER_CHANNELS, ORDER_CHANNELS, OrderItem, type OrderChannel } from './public.js';

/**
 * The back office's orders and payments (docs/decisions/100-back-office-server.md): the query, body
 * and reply of `/api/admin/orders/*`. Payments and refunds are records, never edited (a wrong payment
 * is voided with a reason); the order's payment status is derived from them. Money is whole RWF on
 * the wire, times are ISO 8601 strings.
 */

/** Most customers one search of the order form answers (docs/decisions/133). */
const MAX_CUSTOMER_MATCHES = 20;

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
  // Orders entered by staff, their edits and pay links (docs/decisions/128).
  customerRequired: 'Please choose a customer or enter a new one',
  customerNameRequired: 'Please enter the customer’s name',
  customerPhoneRequired: 'Please enter the customer’s phone number',
  customerPhoneInvalid: 'Please enter a valid phone number',
  customerEmailInvalid: 'Please enter a valid email address',
  customerOneKind: 'Choose an existing customer or enter a new one, not both',
  channelRequired: 'Please choose where the order came from: WhatsApp, Instagram, phone or studio',
  linesRequired: 'Please add at least one line',
  lineKind: 'Each line is either a catalog item (productId) or a custom line (title and price)',
  customTitleRequired: 'Please describe the custom line',
  customPriceRequired: 'Please enter the price of the custom line',
  pricesOwnerOnly: 'Only the owner can price a custom line or give a discount. Ask the owner to set it.',
  discountTooLarge: 'The discount cannot be more than the subtotal',
  nothingToChange: 'Nothing to change: send lines, a discount, an address or a note',
  linesLocked: 'A payment is recorded on this order, so its lines, prices and discount can no longer change. Cancel and refund it, or enter the difference as a new order.',
  linesClosed: 'This order is cancelled or completed: its lines can no longer change',
  noEmailForPayLink: 'This customer has no e-mail address. Send the pay link on WhatsApp instead.',
  payLinkEmailed: 'The pay link was e-mailed to the customer',
  // Finding the customer of an entered order (docs/decisions/133).
  customerSearchTooShort: 'Type at least 2 characters to find a customer',
  // Written out (MAX_CUSTOMER_MATCHES is 20) so the server catalog's entry matches it word for word.
  customerSearchLimit: 'limit must be between 1 and 20',
} as const;

/**
 * Labels of the order channels (docs/decisions/128), in English; the back office translates them
 * with its own catalog.
 */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: 'Web shop',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  phone: 'Phone',
  studio: 'Studio',
};

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
  /** Only the orders of this channel (docs/decisions/128). */
  channel: z.enum(ORDER_CHANNELS, { error: `channel must be one of ${ORDER_CHANNELS.join(', ')}` }).optional(),
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
  /** Where the order came from (docs/decisions/128). */
  channel: z.enum(ORDER_CHANNELS),
  /** The order's pay link, PUBLIC_URL/pay/{order number}?key=… (docs/decisions/128). */
  pay_url: z.string(),
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

/**
 * One MTN MoMo request-to-pay attempt on an order (docs/decisions/132), newest first. `reason` is the
 * failure's (not_enough_funds, payer_not_found, rejected, expired, failed), or, for a success MTN
 * confirmed that was not recorded (`payment_id` null), why: the owner resolves it by hand. Amount in
 * whole units of `currency`.
 */
export const AdminMomoAttempt = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  phone: z.string(),
  status: z.enum(['pending', 'successful', 'failed']),
  reason: z.string().nullable(),
  /** The X-Reference-Id sent to MTN. */
  reference: z.string(),
  financial_transaction_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminMomoAttempt = z.infer<typeof AdminMomoAttempt>;

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
  /**
   * Who ordered: `user_id` when the order is an account's; `customer_id` when it was entered for a
   * customer record without an account (a name and a phone, docs/decisions/128), until that person's
   * account is verified and the order linked to it.
   */
  customer: z.object({ user_id: z.string().nullable(), customer_id: z.string().nullable(), first_name: z.string(), last_name: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  shipping_address: AdminAddress,
  billing_address: AdminAddress,
  lines: z.array(OrderItem),
  payments: z.array(AdminPayment),
  refunds: z.array(AdminRefund),
  /** MTN MoMo request-to-pay attempts, newest first (docs/decisions/132). */
  momo_attempts: z.array(AdminMomoAttempt),
  notes: z.array(AdminNote),
  timeline: z.array(AuditEntry),
  /** "Message on WhatsApp": wa.me to the customer with the number, status and amount due; null for a phone WhatsApp cannot reach. */
  whatsapp_url: z.string().nullable(),
  /** Where the order came from (docs/decisions/128). */
  channel: z.enum(ORDER_CHANNELS),
  /** The delivery note (shown to the customer on the pay page), or null. */
  note: z.string().nullable(),
  /**
   * True while lines, prices and the discount may still change (PATCH …/orders/{id}): no payment is
   * recorded (not even a voided one) and the order is neither cancelled nor completed.
   */
  lines_editable: z.boolean(),
  /** The order's pay link, PUBLIC_URL/pay/{order number}?key=… (docs/decisions/128); renewing it changes the key. */
  pay_url: z.string(),
  /**
   * "Send the pay link on WhatsApp": wa.me to the customer's phone with a message in the customer's
   * language (greeting, order number, lines, total, balance due, the link); null when WhatsApp cannot
   * reach the phone.
   */
  pay_link_whatsapp_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** Reply of the order detail and of every write on an order (the order as it is now). */
export const AdminOrderResponse = z.object({ success: z.literal(true), order: AdminOrder });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

// ---------------------------------------------------------------------------------------------
// Orders entered by staff and their edits (docs/decisions/128)
// ---------------------------------------------------------------------------------------------

/** Whole RWF, 0 to 1 billion: a custom line's unit price or an order's discount, the owner's. */
const RwfPrice = (message: string) =>
  wireNumber(z.number({ error: message }).int('The amount must be a whole number of RWF').min(0, 'The amount cannot be negative').max(1_000_000_000, 'The amount must be at most 1,000,000,000 RWF'));

const lineQuantity = wireNumber(
  z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
).default(1);

/** Most lines an entered order holds. */
export const MAX_ADMIN_ORDER_LINES = 50;

/**
 * One line of an entered order, as the wire carries it: a catalog item `{ productId, variantId?,
 * quantity }` at the catalog's price (the variant is required when the item has more than one, as at
 * the checkout, docs/decisions/127), or a custom line `{ title, price, quantity }` — made-to-order work
 * ("Bespoke sneakers, hand-painted lion, size 41") at the owner's unit price in whole RWF, with no
 * stock. Parsed into `{ kind: 'catalog', … }` or `{ kind: 'custom', … }`.
 */
export const AdminOrderLineInput = z
  .object({
    productId: idSchema('productId').optional(),
    variantId: idSchema('variantId').optional(),
    title: z.string().trim().max(200, 'The title must be at most 200 characters').optional(),
    price: RwfPrice(ORDER_ADMIN_MESSAGES.customPriceRequired).optional(),
    quantity: lineQuantity,
  })
  .superRefine((l, ctx) => {
    const custom = l.title !== undefined || l.price !== undefined;
    if ((l.productId !== undefined) === custom) {
      ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.lineKind, path: ['productId'] });
      return;
    }
    if (l.productId === undefined) {
      if (!l.title) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customTitleRequired, path: ['title'] });
      if (l.price === undefined) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customPriceRequired, path: ['price'] });
    }
  })
  .transform((l) =>
    l.productId !== undefined
      ? { kind: 'catalog' as const, productId: l.productId, variantId: l.variantId, quantity: l.quantity }
      : { kind: 'custom' as const, title: l.title!, price: l.price!, quantity: l.quantity },
  );
export type AdminOrderLineInput = z.input<typeof AdminOrderLineInput>;
export type AdminOrderLine = z.output<typeof AdminOrderLineInput>;

const AdminOrderLines = z
  .array(AdminOrderLineInput, { error: ORDER_ADMIN_MESSAGES.linesRequired })
  .min(1, ORDER_ADMIN_MESSAGES.linesRequired)
  .max(MAX_ADMIN_ORDER_LINES, `An order can hold at most ${MAX_ADMIN_ORDER_LINES} lines`);

/**
 * Who an entered order is for: an existing customer by `id` (an account's id or a customer record's
 * id; the server looks in both), or by `user_id` / `customer_id` to say which; or a new customer
 * `{ name, phone, email?, language? }` — a phone-only customer without an account (Rwandan numbers
 * read as +250, stored in E.164; an existing record with the same phone is reused). `language`
 * (en, rw, fr) is the one the pay-link message and e-mails use; English when not given. Parsed into
 * `{ kind: 'existing', id, table }` or `{ kind: 'new', name, phone, email, language }`.
 */
export const AdminOrderCustomerInput = z
  .object(
    {
      id: z.string().trim().max(64).optional(),
      user_id: z.string().trim().max(64).optional(),
      customer_id: z.string().trim().max(64).optional(),
      name: z.string().trim().max(200, 'The name must be at most 200 characters').optional(),
      phone: z.string().trim().max(32, ORDER_ADMIN_MESSAGES.customerPhoneInvalid).optional(),
      email: z.string().trim().max(254, ORDER_ADMIN_MESSAGES.customerEmailInvalid).nullish(),
      language: z.enum(LOCALES, { error: 'language must be one of en, rw, fr' }).optional(),
    },
    { error: ORDER_ADMIN_MESSAGES.customerRequired },
  )
  .superRefine((c, ctx) => {
    const ids = [c.id, c.user_id, c.customer_id].filter(Boolean).length;
    const fresh = c.name !== undefined || c.phone !== undefined;
    if (ids > 1 || (ids === 1 && fresh)) return void ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customerOneKind, path: ['id'] });
    if (ids === 1) return;
    if (!fresh) return void ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customerRequired, path: ['id'] });
    if (!c.name) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customerNameRequired, path: ['name'] });
    if (!c.phone) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customerPhoneRequired, path: ['phone'] });
    else if (!toE164(c.phone)) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customerPhoneInvalid, path: ['phone'] });
    if (c.email && !z.email().safeParse(c.email).success) ctx.addIssue({ code: 'custom', message: ORDER_ADMIN_MESSAGES.customerEmailInvalid, path: ['email'] });
  })
  .transform((c) => {
    if (c.id || c.user_id || c.customer_id) {
      const table = c.user_id ? ('user' as const) : c.customer_id ? ('customer' as const) : ('any' as const);
      return { kind: 'existing' as const, id: (c.id || c.user_id || c.customer_id)!, table };
    }
    return { kind: 'new' as const, name: c.name!, phone: toE164(c.phone!)!, email: c.email ? c.email.toLowerCase() : null, language: c.language ?? null };
  });
export type AdminOrderCustomerInput = z.input<typeof AdminOrderCustomerInput>;

const addressText = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`).default('');

/**
 * The delivery address of an entered or edited order. Every field may be blank (a studio sale is
 * collected); `address2` blank is null.
 */
export const AdminAddressInput = z.object({
  address: addressText('The street address', 200),
  address2: z
    .string()
    .trim()
    .max(200, 'The second address line must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  city: addressText('The city', 100),
  state: addressText('The state or province', 100),
  country: addressText('The country', 100),
  postal_code: addressText('The postal code', 20),
});
export type AdminAddressInput = z.input<typeof AdminAddressInput>;

/** The delivery note: "" or null clears it. */
const DeliveryNote = z
  .string()
  .trim()
  .max(1000, 'The note must be at most 1000 characters')
  .nullish()
  .transform((v) => v || null);

/**
 * POST /api/admin/orders (staff; docs/decisions/128): an order taken on WhatsApp, Instagram, the
 * phone or in the studio. Catalog lines are priced by the server at the catalog's price and take
 * stock and one-of-a-kind artworks exactly as a web order does, in the same transaction. Custom
 * lines' `price` and the order's `discount` (whole RWF, at most the subtotal) are the owner's: staff
 * get 403. → 201 AdminOrderResponse (with `order_number`, `channel`, `payment_status`, `pay_url`).
 */
export const AdminOrderCreateBody = z.object({
  customer: AdminOrderCustomerInput,
  channel: z.enum(ENTERED_ORDER_CHANNELS, { error: ORDER_ADMIN_MESSAGES.channelRequired }),
  lines: AdminOrderLines,
  discount: RwfPrice('The discount must be a number of RWF').optional(),
  shipping_address: AdminAddressInput.optional(),
  note: DeliveryNote,
});
export type AdminOrderCreateBody = z.input<typeof AdminOrderCreateBody>;
export type AdminOrderCreateInput = z.output<typeof AdminOrderCreateBody>;

/**
 * PATCH /api/admin/orders/{id} (staff; docs/decisions/128): only what is sent changes. `lines`
 * replaces all the lines (stock moves with the change); staff may keep a custom line at its price
 * (the same title and price as now) but only the owner sets a new price or changes the `discount`
 * (403). Once a payment is recorded, or the order is cancelled or completed, `lines` and `discount`
 * are 409 with the reason; `shipping_address` and `note` stay editable. → AdminOrderResponse; one
 * audit entry with before and after, and the customer gets the updated invoice by e-mail.
 */
export const AdminOrderPatchBody = z
  .object({
    lines: AdminOrderLines.optional(),
    discount: RwfPrice('The discount must be a number of RWF').optional(),
    shipping_address: AdminAddressInput.optional(),
    note: DeliveryNote.optional(),
  })
  .refine((b) => b.lines !== undefined || b.discount !== undefined || b.shipping_address !== undefined || b.note !== undefined, ORDER_ADMIN_MESSAGES.nothingToChange);
export type AdminOrderPatchBody = z.input<typeof AdminOrderPatchBody>;
export type AdminOrderPatchInput = z.output<typeof AdminOrderPatchBody>;

// ---------------------------------------------------------------------------------------------
// Who an entered order is for: accounts and customer records (docs/decisions/133)
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/admin/order-customers?q=&limit= (staff): `q` is a name, an e-mail or a phone number in
 * any usual spelling (0788 123 456, +250788123456, 250788123456, or a part of one), 2 to 100
 * characters; `limit` 1 to MAX_CUSTOMER_MATCHES, 8 when not given.
 */
export const AdminOrderCustomerQuery = z.object({
  q: z.string({ error: ORDER_ADMIN_MESSAGES.customerSearchTooShort }).trim().min(2, ORDER_ADMIN_MESSAGES.customerSearchTooShort).max(100, 'The search must be at most 100 characters'),
  limit: wireNumber(
    z
      .number({ error: ORDER_ADMIN_MESSAGES.customerSearchLimit })
      .int(ORDER_ADMIN_MESSAGES.customerSearchLimit)
      .min(1, ORDER_ADMIN_MESSAGES.customerSearchLimit)
      .max(MAX_CUSTOMER_MATCHES, ORDER_ADMIN_MESSAGES.customerSearchLimit),
  ).default(8),
});
export type AdminOrderCustomerQuery = z.input<typeof AdminOrderCustomerQuery>;

/**
 * One customer an order can be for: an `account` (a customer's sign-up; its id is the order body's
 * `customer.user_id`) or a `record` (someone entered before with a name and a phone, without an
 * account; `customer.customer_id`). A record already linked to an account is that account and is
 * never a match of its own. `phone` and `email` are null when unknown; `orders` counts the orders of
 * the account or of the record.
 */
export const AdminOrderCustomerMatch = z.object({
  kind: z.enum(['account', 'record']),
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orders: z.number().int(),
});
export type AdminOrderCustomerMatch = z.infer<typeof AdminOrderCustomerMatch>;

/** Reply of GET /api/admin/order-customers: the best matches first (a whole number or e-mail, then names that start with `q`). */
export const AdminOrderCustomerResponse = z.object({ success: z.literal(true), customers: z.array(AdminOrderCustomerMatch) });
export type AdminOrderCustomerResponse = z.infer<typeof AdminOrderCustomerResponse>;

/**
 * GET /api/admin/customer-records/{id} (staff): a customer without an account, as staff entered them
 * (phone in E.164, `language` of their messages, `user_id` once an account took them over), with
 * their orders, newest first (at most 100). Amounts in RWF. 404 "Customer not found".
 */
export const AdminCustomerRecord = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  language: z.string().nullable(),
  user_id: z.string().nullable(),
  created_at: z.string(),
  orders: z.array(
    z.object({
      id: z.string(),
      order_number: z.string(),
      status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(PAYMENT_STATUSES),
      channel: z.enum(ORDER_CHANNELS),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
});
export type AdminCustomerRecord = z.infer<typeof AdminCustomerRecord>;
export const AdminCustomerRecordResponse = z.object({ success: z.literal(true), record: AdminCustomerRecord });
export type AdminCustomerRecordResponse = z.infer<typeof AdminCustomerRecordResponse>;

/**
 * Reply of POST /api/admin/orders/{id}/pay-link/email (staff): the pay link went to the order's
 * e-mail address (400 noEmailForPayLink when it has none). POST …/pay-link (renew: a new key, the old
 * link stops working) answers AdminOrderResponse.
 */
export const AdminPayLinkEmailResponse = z.object({ success: z.literal(true), message: z.string(), order: AdminOrder });
export type AdminPayLinkEmailResponse = z.infer<typeof AdminPayLinkEmailResponse>;

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
  'channel',
] as const;

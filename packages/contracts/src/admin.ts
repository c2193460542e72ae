import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './accounts.js';
import { Actor, AuditEntry } from './audit.js';
import { DateOrTime, MESSAGES, PageQuery, SearchText, emailField, pageLimit, wireNumber } from './common.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from './domain/order-status.js';
import { OrderItem } from './orders.js';

/**
 * The back office's contracts (issue 14, DESIGN.md § Back office): roles and what each may do, and
 * the query, body and reply of every `/api/admin/*` route. Money is whole RWF on the wire, times are
 * ISO 8601 strings.
 */

// ---------------------------------------------------------------------------------------------
// Roles and capabilities
// ---------------------------------------------------------------------------------------------

/** `user` is a customer, `staff` runs orders and payments, `admin` is the owner. */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that may open the back office. */
export const ADMIN_ROLES = ['staff', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const RANK: Record<Role, number> = { user: 0, staff: 1, admin: 2 };

/** True when `role` is at least `needed` (the owner may do everything staff may). */
export function hasRole(role: string | null | undefined, needed: Role): boolean {
  return role !== null && role !== undefined && role in RANK && RANK[role as Role] >= RANK[needed];
}

/**
 * What each back-office capability needs (issue 14 "Roles"): staff handle orders, payments,
 * bookings, returns and messages; only the owner voids payments, records refunds, exports data,
 * reads the audit log and changes staff, settings, prices, coupons and content. The server checks
 * every route against this table; the web uses it to hide what the signed-in role cannot do.
 */
export const CAPABILITIES = {
  'dashboard.read': 'staff',
  'orders.read': 'staff',
  'orders.note': 'staff',
  'orders.status': 'staff',
  'payments.record': 'staff',
  'payments.void': 'admin',
  'refunds.record': 'admin',
  'orders.export': 'admin',
  'audit.read': 'admin',
  'staff.manage': 'admin',
  'settings.manage': 'admin',
  // Issue 15: staff create and edit items; only the owner changes a price or compare-at price.
  'catalog.manage': 'staff',
  'catalog.prices': 'admin',
  'content.manage': 'admin',
  'coupons.manage': 'admin',
} as const satisfies Record<string, AdminRole>;
export type Capability = keyof typeof CAPABILITIES;

/** True when `role` may use `capability`. */
export function can(role: string | null | undefined, capability: Capability): boolean {
  return hasRole(role, CAPABILITIES[capability]);
}

/** Texts of the back office's answers. */
export const ADMIN_MESSAGES = {
  forbidden: 'You do not have access to this page.',
  ownerOnly: 'Only the owner can do this.',
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
  staffNotFound: 'Staff member not found',
  inviteNotFound: 'Invitation not found',
  inviteInvalid: 'This invitation link is invalid or has expired',
  cannotRemoveOwner: 'The owner cannot be removed from the staff',
  alreadyStaff: 'This person is already on the staff',
} as const;

/** The message for a status move the table does not allow. */
export const transitionRefused = (from: string, to: string) => `An order that is ${from} cannot become ${to}`;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Whole RWF, positive, at most 1 billion: amounts staff type in. */
export const RwfAmount = wireNumber(
  z
    .number({ error: ADMIN_MESSAGES.amountRequired })
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

const reason = (message: string = ADMIN_MESSAGES.reasonRequired) => z.string({ error: message }).trim().min(1, message).max(500, 'The reason must be at most 500 characters');
const reference = z
  .string()
  .trim()
  .max(100, 'The reference must be at most 100 characters')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const AdminPaymentParams = z.object({ id: z.string().min(1).max(64), paymentId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

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
  /** The return request this refund settles (recorded by moving it to `refunded`, issue 16), else null. */
  return_id: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/** An internal note: never shown to the customer. */
export const AdminNote = z.object({ id: z.string(), text: z.string(), created_at: z.string(), author: Actor.nullable() });
export type AdminNote = z.infer<typeof AdminNote>;

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
export const AdminNoteBody = z.object({ text: z.string({ error: ADMIN_MESSAGES.noteRequired }).trim().min(1, ADMIN_MESSAGES.noteRequired).max(2000, 'A note must be at most 2000 characters') });
export type AdminNoteBody = z.infer<typeof AdminNoteBody>;

/** POST /api/admin/orders/{id}/status: by ORDER_TRANSITIONS; cancelling needs a reason. */
export const AdminStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'cancelled' && !v.reason) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.cancelReasonRequired, path: ['reason'] });
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
    if (MOBILE_MONEY_METHODS.includes(v.method) && !v.reference) ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.referenceRequired, path: ['reference'] });
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

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------

/** A member of the staff (or the owner). */
export const StaffMember = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ADMIN_ROLES), created_at: z.string() });
export type StaffMember = z.infer<typeof StaffMember>;

/** An invitation e-mailed to someone without an account yet; its link lets them set a password. */
export const StaffInvite = z.object({ id: z.string(), email: z.string(), name: z.string(), invited_at: z.string(), expires_at: z.string(), invited_by: Actor.nullable() });
export type StaffInvite = z.infer<typeof StaffInvite>;

/** GET /api/admin/staff (owner only). */
export const StaffListResponse = z.object({ success: z.literal(true), members: z.array(StaffMember), invites: z.array(StaffInvite) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

/**
 * POST /api/admin/staff {email, name?} (owner only): an existing account is promoted to staff at
 * once (`promoted`); anyone else is e-mailed an invitation link (`invited`), valid 7 days.
 */
export const StaffInviteBody = z.object({
  email: emailField(),
  name: z.string().trim().max(100, 'The name must be at most 100 characters').optional(),
});
export type StaffInviteBody = z.input<typeof StaffInviteBody>;
export const StaffInviteResponse = z.union([
  z.object({ success: z.literal(true), outcome: z.literal('promoted'), member: StaffMember }),
  z.object({ success: z.literal(true), outcome: z.literal('invited'), invite: StaffInvite }),
]);
export type StaffInviteResponse = z.infer<typeof StaffInviteResponse>;

/** How long an invitation link works, ms. */
export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * POST /api/staff-invites/accept (public: the link is the proof): sets the new member's name and
 * password; they then sign in as usual. GET /api/staff-invites/{token} tells the page whose it is.
 */
export const StaffInviteAcceptBody = z.object({
  token: z.string().trim().min(20, ADMIN_MESSAGES.inviteInvalid).max(200, ADMIN_MESSAGES.inviteInvalid),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'The name must be at most 100 characters'),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});
export type StaffInviteAcceptBody = z.infer<typeof StaffInviteAcceptBody>;
export const StaffInviteTokenParams = z.object({ token: z.string().trim().min(20, ADMIN_MESSAGES.inviteInvalid).max(200, ADMIN_MESSAGES.inviteInvalid) });
export const StaffInviteInfoResponse = z.object({ success: z.literal(true), email: z.string(), name: z.string(), expires_at: z.string() });
export type StaffInviteInfoResponse = z.infer<typeof StaffInviteInfoResponse>;

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/**
 * The shop's payment and notification settings (owner only): MTN MoMo Pay merchant code, Airtel
 * Money number, and the address that gets an e-mail for each new order. Null when not set.
 */
export const AdminSettings = z.object({
  momo_merchant_code: z.string().nullable(),
  airtel_money_number: z.string().nullable(),
  sales_email: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
export const AdminSettingsResponse = z.object({ success: z.literal(true), settings: AdminSettings });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;

/** PUT /api/admin/settings: only the fields sent change; "" or null clears one. */
export const AdminSettingsBody = z.object({
  momo_merchant_code: z
    .string()
    .trim()
    .regex(/^\d{4,10}$|^$/, 'The MoMo merchant code is 4 to 10 digits')
    .nullish(),
  airtel_money_number: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{9,16}$|^$/, 'Please enter a valid phone number')
    .nullish(),
  sales_email: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email(MESSAGES.emailInvalid))]).nullish(),
});
export type AdminSettingsBody = z.input<typeof AdminSettingsBody>;

import { z } from 'zod';
import { Actor } from '../audit.js';
import { AdminBooking } from '../bookings/admin.js';
import { PageQuery, SearchText, emailField, pageLimit } from '../common.js';
import { AdminReturn } from '../returns/admin.js';
import { RegisterBody, type Role } from './public.js';

/**
 * The back office's side of accounts (docs/decisions/100-back-office-server.md): who may do what
 * (roles and capabilities, checked by the server on every `/api/admin` route and used by the web to
 * hide what the signed-in role cannot do), the staff and their invitations, and the customers as
 * staff see them. Times are ISO 8601 strings.
 */

// ---------------------------------------------------------------------------------------------
// Roles and capabilities
// ---------------------------------------------------------------------------------------------

/** Texts of the back office's doors: a role too low for the page or the action. */
export const ACCESS_MESSAGES = {
  forbidden: 'You do not have access to this page.',
  ownerOnly: 'Only the owner can do this.',
} as const;

/** The roles that may open the back office. */
const ADMIN_ROLES = ['staff', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const RANK: Record<Role, number> = { user: 0, staff: 1, admin: 2 };

/** True when `role` is at least `needed` (the owner may do everything staff may). */
export function hasRole(role: string | null | undefined, needed: Role): boolean {
  return role !== null && role !== undefined && role in RANK && RANK[role as Role] >= RANK[needed];
}

/**
 * What each back-office capability needs, by area (docs/decisions/100, 101, 103): staff handle
 * orders, payments, bookings, closures, returns, contact messages and customers, and create and edit
 * catalog items; only the owner voids payments, records refunds, exports data (every CSV), reads the
 * audit log and the newsletter's subscribers, and changes staff, settings, prices, coupons and
 * content. The server registers each admin route with the role its capability needs; the web uses
 * this table to hide what the signed-in role cannot do.
 */
export const CAPABILITIES = {
  'dashboard.read': 'staff',
  'orders.read': 'staff',
  'orders.note': 'staff',
  'orders.status': 'staff',
  'orders.export': 'admin',
  // Staff enter orders from every channel and edit them before payment; custom prices and order
  // discounts are the owner's (docs/decisions/128).
  'orders.create': 'staff',
  'orders.edit': 'staff',
  'orders.prices': 'admin',
  'payments.record': 'staff',
  'payments.void': 'admin',
  'refunds.record': 'admin',
  'bookings.manage': 'staff',
  'bookings.export': 'admin',
  'closures.manage': 'staff',
  'returns.manage': 'staff',
  'contact.manage': 'staff',
  'customers.manage': 'staff',
  'customers.export': 'admin',
  'newsletter.read': 'admin',
  'newsletter.export': 'admin',
  'audit.read': 'admin',
  'staff.manage': 'admin',
  'settings.manage': 'admin',
  // Staff create and edit items; only the owner changes a price or compare-at price (docs/decisions/101).
  'catalog.manage': 'staff',
  'catalog.prices': 'admin',
  'catalog.export': 'admin',
  'content.manage': 'admin',
  'coupons.manage': 'admin',
} as const satisfies Record<string, AdminRole>;
export type Capability = keyof typeof CAPABILITIES;

/** True when `role` may use `capability`. */
export function can(role: string | null | undefined, capability: Capability): boolean {
  return hasRole(role, CAPABILITIES[capability]);
}

// ---------------------------------------------------------------------------------------------
// Staff (/api/admin/staff, owner only; /api/staff-invites)
// ---------------------------------------------------------------------------------------------

/** Texts of the staff page's answers. */
export const STAFF_MESSAGES = {
  staffNotFound: 'Staff member not found',
  inviteNotFound: 'Invitation not found',
  inviteInvalid: 'This invitation link is invalid or has expired',
  cannotRemoveOwner: 'The owner cannot be removed from the staff',
  alreadyStaff: 'This person is already on the staff',
} as const;

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

const inviteToken = z.string().trim().min(20, STAFF_MESSAGES.inviteInvalid).max(200, STAFF_MESSAGES.inviteInvalid);

/**
 * POST /api/staff-invites/accept (public: the link is the proof): sets the new member's name and
 * password; they then sign in as usual. GET /api/staff-invites/{token} tells the page whose it is.
 */
export const StaffInviteAcceptBody = z.object({
  token: inviteToken,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'The name must be at most 100 characters'),
  /** The register form's password rules and messages. */
  password: RegisterBody.shape.password,
});
export type StaffInviteAcceptBody = z.infer<typeof StaffInviteAcceptBody>;
export const StaffInviteTokenParams = z.object({ token: inviteToken });
export const StaffInviteInfoResponse = z.object({ success: z.literal(true), email: z.string(), name: z.string(), expires_at: z.string() });
export type StaffInviteInfoResponse = z.infer<typeof StaffInviteInfoResponse>;

// ---------------------------------------------------------------------------------------------
// Customers (/api/admin/customers)
// ---------------------------------------------------------------------------------------------

/** Texts of the back office's answers about customers. */
export const CUSTOMER_ADMIN_MESSAGES = {
  customerNotFound: 'Customer not found',
  onlyCustomers: 'Only customer accounts can be blocked',
  alreadyBlocked: 'This account is already blocked',
  notBlocked: 'This account is not blocked',
  noteRequired: 'Please write a note',
} as const;

/** GET /api/admin/customers ?q= (name, e-mail or phone, any spelling of the number); X-Total-Count. */
export const AdminCustomerListQuery = z.object({ q: SearchText, page: PageQuery.shape.page, limit: pageLimit(20) });
export type AdminCustomerListQuery = z.input<typeof AdminCustomerListQuery>;

export const AdminCustomerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  email_verified: z.boolean(),
  orders: z.number().int(),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;
export const AdminCustomerListResponse = z.object({ success: z.literal(true), customers: z.array(AdminCustomerRow), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminCustomerListResponse = z.infer<typeof AdminCustomerListResponse>;

/** An internal note on a customer (never shown to them). */
const CustomerNote = z.object({ id: z.string(), text: z.string(), created_at: z.string(), author: Actor.nullable() });
type CustomerNote = z.infer<typeof CustomerNote>;

/** GET /api/admin/customers/{id}: the account with its orders, bookings, returns, sign-ins and notes. Amounts in RWF. */
export const AdminCustomer = AdminCustomerRow.extend({
  role: z.string(),
  order_list: z.array(z.object({ id: z.string(), order_number: z.string(), status: z.string(), total: z.number(), created_at: z.string() })),
  bookings: z.array(AdminBooking),
  returns: z.array(AdminReturn),
  sign_in: z.object({
    last_success_at: z.string().nullable(),
    last_failure_at: z.string().nullable(),
    successes_30d: z.number().int(),
    failures_30d: z.number().int(),
    active_sessions: z.number().int(),
  }),
  notes: z.array(CustomerNote),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;
export const AdminCustomerResponse = z.object({ success: z.literal(true), customer: AdminCustomer });
export type AdminCustomerResponse = z.infer<typeof AdminCustomerResponse>;

/** POST /api/admin/customers/{id}/notes. */
export const CustomerNoteBody = z.object({
  text: z.string({ error: CUSTOMER_ADMIN_MESSAGES.noteRequired }).trim().min(1, CUSTOMER_ADMIN_MESSAGES.noteRequired).max(2000, 'A note must be at most 2000 characters'),
});
export type CustomerNoteBody = z.infer<typeof CustomerNoteBody>;
/** POST /api/admin/customers/{id}/block and /unblock: an optional reason (kept in the audit log). */
export const CustomerBlockBody = z.object({ reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional() }).nullish();

/** Columns of GET /api/admin/customers.csv. */
export const CUSTOMERS_CSV_COLUMNS = ['name', 'email', 'phone', 'status', 'email_verified', 'orders', 'created_at'] as const;

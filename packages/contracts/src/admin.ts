import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './accounts.js';
import { Actor } from './audit.js';
import { MESSAGES, emailField } from './common.js';
import { ORDER_ADMIN_MESSAGES } from './orders/admin.js';

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

/** Texts of the back office's answers: the doors, the order desk (ORDER_ADMIN_MESSAGES) and the staff page. */
export const ADMIN_MESSAGES = {
  forbidden: 'You do not have access to this page.',
  ownerOnly: 'Only the owner can do this.',
  ...ORDER_ADMIN_MESSAGES,
  staffNotFound: 'Staff member not found',
  inviteNotFound: 'Invitation not found',
  inviteInvalid: 'This invitation link is invalid or has expired',
  cannotRemoveOwner: 'The owner cannot be removed from the staff',
  alreadyStaff: 'This person is already on the staff',
} as const;

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

import { z } from 'zod';
import { hasRole, type AdminRole } from './admin.js';
import { Actor } from './audit.js';
import { CONTACT_ADMIN_MESSAGES } from './contact.js';
import { AdminBooking, BOOKING_ADMIN_MESSAGES } from './bookings/admin.js';
import { PageQuery, SearchText, pageLimit } from './common.js';
import { AdminReturn, RETURN_ADMIN_MESSAGES } from './returns.js';

/**
 * The back office, part 3 (issue 16): bookings, closures, returns, messages, customers, subscribers
 * and their CSV exports. Every route is under `/api/admin`; staff handle bookings, returns, messages
 * and customers, the owner alone reads subscribers and exports. Times are ISO 8601 strings; booking
 * dates and times are Kigali's (`YYYY-MM-DD`, `HH:MM`).
 */

// ---------------------------------------------------------------------------------------------
// Capabilities of part 3
// ---------------------------------------------------------------------------------------------

/** What each part-3 capability needs (issue 16): exports and the subscriber list are the owner's. */
export const DESK_CAPABILITIES = {
  'bookings.manage': 'staff',
  'closures.manage': 'staff',
  'returns.manage': 'staff',
  'messages.manage': 'staff',
  'customers.manage': 'staff',
  'subscribers.read': 'admin',
  'desk.export': 'admin',
} as const satisfies Record<string, AdminRole>;
export type DeskCapability = keyof typeof DESK_CAPABILITIES;

/** True when `role` may use the part-3 `capability`. */
export function canDesk(role: string | null | undefined, capability: DeskCapability): boolean {
  return hasRole(role, DESK_CAPABILITIES[capability]);
}

/** Texts of part 3's answers. */
export const DESK_MESSAGES = {
  ...BOOKING_ADMIN_MESSAGES,
  customerNotFound: 'Customer not found',
  onlyCustomers: 'Only customer accounts can be blocked',
  alreadyBlocked: 'This account is already blocked',
  notBlocked: 'This account is not blocked',
  noteRequired: 'Please write a note',
  ...RETURN_ADMIN_MESSAGES,
  ...CONTACT_ADMIN_MESSAGES,
} as const;

// ---------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------

export const CUSTOMER_STATUSES = ['active', 'blocked'] as const;

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
export const CustomerNote = z.object({ id: z.string(), text: z.string(), created_at: z.string(), author: Actor.nullable() });
export type CustomerNote = z.infer<typeof CustomerNote>;

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
export const CustomerNoteBody = z.object({ text: z.string({ error: DESK_MESSAGES.noteRequired }).trim().min(1, DESK_MESSAGES.noteRequired).max(2000, 'A note must be at most 2000 characters') });
export type CustomerNoteBody = z.infer<typeof CustomerNoteBody>;
/** POST /api/admin/customers/{id}/block and /unblock: an optional reason (kept in the audit log). */
export const CustomerBlockBody = z.object({ reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional() }).nullish();

/** Columns of GET /api/admin/customers.csv. */
export const CUSTOMERS_CSV_COLUMNS = ['name', 'email', 'phone', 'status', 'email_verified', 'orders', 'created_at'] as const;

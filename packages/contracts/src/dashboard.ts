import { z } from 'zod';

/** Money of the orders placed in a period (cancelled ones left out), RWF. */
export const SalesFigures = z.object({ paid: z.number(), awaiting_payment: z.number(), orders: z.number().int() });
export type SalesFigures = z.infer<typeof SalesFigures>;

/**
 * GET /api/admin/dashboard (staff). Days and weeks (Monday first) are Kigali's. The last three
 * tiles are counted by the bookings, returns and contact services (docs/decisions/103); the schema
 * lets them be null.
 */
export const AdminDashboard = z.object({
  currency: z.literal('RWF'),
  sales_today: SalesFigures,
  sales_this_week: SalesFigures,
  orders_awaiting_payment: z.number().int(),
  orders_in_progress: z.number().int(),
  cancelled_this_week: z.number().int(),
  /**
   * Cancelled orders whose payments are not all refunded: how many, and what they owe back in RWF
   * (paid minus refunded), until the refunds are recorded (docs/decisions/122).
   */
  refunds_owed: z.object({ orders: z.number().int(), amount: z.number() }),
  bookings_today: z.number().int().nullable(),
  open_returns: z.number().int().nullable(),
  unread_messages: z.number().int().nullable(),
  generated_at: z.string(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
export const AdminDashboardResponse = z.object({ success: z.literal(true), dashboard: AdminDashboard });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;

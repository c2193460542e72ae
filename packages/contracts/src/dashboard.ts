import { z } from 'zod';
import { wireNumber } from './common.js';
import { ORDER_CHANNELS } from './orders/public.js';

/**
 * The low-stock threshold the owner sets (docs/decisions/127): a counted variant at or under it is
 * listed on the dashboard. A whole number of units, 0 to 1,000; DEFAULT_LOW_STOCK_THRESHOLD until set.
 * Read and written as `low_stock_threshold` of GET/PUT /api/admin/settings (owner).
 */
export const LowStockThreshold = wireNumber(
  z
    .number({ error: 'The low-stock threshold must be a number' })
    .int('The low-stock threshold must be a whole number')
    .min(0, 'The low-stock threshold cannot be negative')
    .max(1000, 'The low-stock threshold must be at most 1,000'),
);

/**
 * A variant running low (docs/decisions/127): its item (id, English title, kind, state), its title
 * ("42 / Red"; "" for an item without options), SKU and units left. Archived variants never show.
 */
export const LowStockVariant = z.object({
  item_id: z.number().int(),
  title: z.string(),
  state: z.enum(['draft', 'published', 'archived']),
  variant_id: z.number().int(),
  variant_title: z.string(),
  sku: z.string(),
  stock: z.number().int(),
});
export type LowStockVariant = z.infer<typeof LowStockVariant>;
/** Most low-stock variants the dashboard lists (fewest units first); `total` counts them all. */
export const LOW_STOCK_LIST_LIMIT = 50;

/** Money of the orders placed in a period (cancelled ones left out), RWF. */
export const SalesFigures = z.object({ paid: z.number(), awaiting_payment: z.number(), orders: z.number().int() });
export type SalesFigures = z.infer<typeof SalesFigures>;

/** The week's sales of one channel (docs/decisions/128): its orders placed this week, cancelled ones left out, RWF. */
export const ChannelSales = SalesFigures.extend({ channel: z.enum(ORDER_CHANNELS) });
export type ChannelSales = z.infer<typeof ChannelSales>;

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
  /** MTN MoMo requests waiting for the customer's approval (docs/decisions/132). */
  momo_awaiting_approval: z.number().int(),
  orders_in_progress: z.number().int(),
  cancelled_this_week: z.number().int(),
  /**
   * Cancelled orders whose payments are not all refunded: how many, and what they owe back in RWF
   * (paid minus refunded), until the refunds are recorded (docs/decisions/122).
   */
  refunds_owed: z.object({ orders: z.number().int(), amount: z.number() }),
  /** This week's sales by channel (docs/decisions/128): one entry per channel, in ORDER_CHANNELS order, zeros included. */
  sales_this_week_by_channel: z.array(ChannelSales),
  bookings_today: z.number().int().nullable(),
  open_returns: z.number().int().nullable(),
  unread_messages: z.number().int().nullable(),
  /**
   * Variants of items not archived whose counted stock is at or under `threshold` (the owner's
   * setting), fewest units first, at most LOW_STOCK_LIST_LIMIT; `total` counts them all.
   */
  low_stock: z.object({ threshold: z.number().int(), total: z.number().int(), variants: z.array(LowStockVariant) }),
  generated_at: z.string(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
export const AdminDashboardResponse = z.object({ success: z.literal(true), dashboard: AdminDashboard });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;

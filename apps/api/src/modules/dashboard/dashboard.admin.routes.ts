import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminDashboardResponse, type AdminDashboard } from '@atelier/contracts';
import type { OrdersAdminService } from '../orders/orders.admin.service.js';

/**
 * GET /api/admin/dashboard (staff): today's and this week's sales in RWF, orders awaiting payment,
 * in progress and cancelled this week; and today's bookings, open return requests and unread
 * messages, each counted by its area's service (docs/decisions/103); the variants at or under the
 * owner's low-stock threshold (docs/decisions/127).
 */
export async function dashboardAdminRoutes(
  app: FastifyInstance,
  opts: {
    orders: OrdersAdminService;
    desk: { bookingsToday(): Promise<number>; openReturns(): Promise<number>; unreadMessages(): Promise<number> };
    lowStock(): Promise<AdminDashboard['low_stock']>;
    now: () => Date;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard', { config: { role: 'staff' }, schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'The dashboard tiles', response: { 200: AdminDashboardResponse } } }, async () => ({
    success: true as const,
    dashboard: {
      currency: 'RWF' as const,
      ...(await opts.orders.dashboard()),
      bookings_today: await opts.desk.bookingsToday(),
      open_returns: await opts.desk.openReturns(),
      unread_messages: await opts.desk.unreadMessages(),
      low_stock: await opts.lowStock(),
      generated_at: opts.now().toISOString(),
    },
  }));
}

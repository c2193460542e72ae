import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminDashboardResponse } from '@atelier/contracts';
import type { OrdersAdminService } from '../orders/orders.admin.service.js';

/**
 * GET /api/admin/dashboard (staff): today's and this week's sales in RWF, orders awaiting payment,
 * in progress and cancelled this week. Bookings, returns and messages are null until part 3 fills them.
 */
export async function dashboardAdminRoutes(app: FastifyInstance, opts: { orders: OrdersAdminService; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard', { config: { role: 'staff' }, schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'The dashboard tiles', response: { 200: AdminDashboardResponse } } }, async () => ({
    success: true as const,
    dashboard: {
      currency: 'RWF' as const,
      ...(await opts.orders.dashboard()),
      bookings_today: null,
      open_returns: null,
      unread_messages: null,
      generated_at: opts.now().toISOString(),
    },
  }));
}

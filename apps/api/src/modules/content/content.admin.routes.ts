import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminSettingsBody, AdminSettingsResponse, DEFAULT_LOW_STOCK_THRESHOLD, type AdminSettings } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { ContentService, StoreSettings } from './content.service.js';

const toSettings = (s: StoreSettings): AdminSettings => ({
  momo_merchant_code: s.momo_merchant_code ?? null,
  airtel_money_number: s.airtel_money_number ?? null,
  sales_email: s.sales_email || null,
  low_stock_threshold: s.low_stock_threshold,
});

/**
 * GET/PUT /api/admin/settings (owner only): the MTN MoMo Pay
 * merchant code, the Airtel Money number, the sales address new orders are e-mailed to, and the
 * dashboard's low-stock threshold (docs/decisions/127; null sets it back to
 * DEFAULT_LOW_STOCK_THRESHOLD). PUT changes only the fields sent; "" or null clears one. Audited.
 */
export async function contentAdminRoutes(app: FastifyInstance, opts: { content: ContentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  r.get('/settings', { config: { role: 'admin' }, schema: { ...base, summary: 'Payment and notification settings (owner)', response: { 200: AdminSettingsResponse } } }, async () => ({
    success: true as const,
    settings: toSettings(await opts.content.store()),
  }));
  // Clears the public cache, as PUT /api/admin/content/store does: both write the store settings (ContentService.saveStore).
  r.put(
    '/settings',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'Change payment and notification settings (owner)', body: AdminSettingsBody, response: { 200: AdminSettingsResponse } },
    },
    async (req) => {
      const changes: Partial<StoreSettings> = {};
      const b = req.body;
      if (b.momo_merchant_code !== undefined) changes.momo_merchant_code = b.momo_merchant_code || null;
      if (b.airtel_money_number !== undefined) changes.airtel_money_number = b.airtel_money_number ? b.airtel_money_number.replace(/\s+/g, '') : null;
      if (b.sales_email !== undefined) changes.sales_email = b.sales_email ? b.sales_email.toLowerCase() : '';
      if (b.low_stock_threshold !== undefined) changes.low_stock_threshold = b.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
      return { success: true as const, settings: toSettings(await opts.content.saveStore(actorOf(currentUser(req)), changes)) };
    },
  );
}

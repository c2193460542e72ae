import type { AdminOrderListQuery } from '@atelier/contracts';
import { downloadCsv, searchOf } from '@admin/components/download-csv';

/**
 * GET /api/admin/orders.csv with the list's filters (owner only), saved as a file (downloadCsv:
 * a link cannot carry the bearer token). Throws ApiError with the server's message.
 */
export function downloadOrdersCsv(filters: Omit<AdminOrderListQuery, 'page' | 'limit'>): Promise<void> {
  return downloadCsv(`/api/admin/orders.csv?${searchOf(filters)}`, 'orders.csv');
}

import type { AdminOrderListQuery } from '@atelier/contracts';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, readableServerMessage } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { orderListSearch } from './get-orders';

/**
 * GET /api/admin/orders.csv with the list's filters (owner only), saved as a file. A link cannot
 * carry the bearer token, so the file is fetched and handed to the browser as a download.
 */
export async function downloadOrdersCsv(filters: Omit<AdminOrderListQuery, 'page' | 'limit'>): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/admin/orders.csv?${orderListSearch(filters)}`), { headers: { Authorization: `Bearer ${token ?? ''}`, Accept: 'text/csv' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, readableServerMessage(response.status, payload), {}, payload);
  }
  const blob = await response.blob();
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListQuery, AdminOrderListResponse, AdminOrderRow } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';
import { adminOrderKeys } from './keys';

export interface OrderListPage {
  orders: AdminOrderRow[];
  /** Every order the filters match (X-Total-Count). */
  total: number;
}

/** GET /api/admin/orders: one page of orders (20 unless `limit`), the total from X-Total-Count. */
async function getOrders(params: AdminOrderListQuery, signal?: AbortSignal): Promise<OrderListPage> {
  const { data, response } = await apiRequest<AdminOrderListResponse>(`/api/admin/orders?${searchOf(params)}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { orders: data.orders, total: Number.isFinite(header) && response.headers.has('x-total-count') ? header : data.total };
}

const ordersQueryOptions = (params: AdminOrderListQuery) =>
  queryOptions({ queryKey: adminOrderKeys.list(params as Record<string, unknown>), queryFn: ({ signal }) => getOrders(params, signal), staleTime: 10_000, placeholderData: keepPreviousData });

/** The order list for `params`; the previous page stays on screen while the next loads. */
export const useOrders = (params: AdminOrderListQuery) => useQuery(ordersQueryOptions(params));

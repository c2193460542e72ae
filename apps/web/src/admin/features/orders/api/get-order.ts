import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { adminOrderKeys } from './keys';

/** GET /api/admin/orders/{id}: the order with its lines, money, payments, refunds, notes and timeline. */
async function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return (await apiFetch<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}`, { auth: true, signal })).order;
}

const orderQueryOptions = (id: string) => queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 5_000 });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

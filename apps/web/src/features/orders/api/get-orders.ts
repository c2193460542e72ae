import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrdersResponse } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-client';

/** Spec 02 §9: the profile overview shows 3 orders; the Orders tab pages through 10 at a time. */
export const OVERVIEW_ORDERS = 3;
export const ORDERS_PAGE_SIZE = 10;

/** One page of the customer's orders, newest first, and how many they have in all. */
export interface OrdersPage {
  orders: Order[];
  total: number;
}

/**
 * GET /api/orders/user/orders?page&limit (auth) → the signed-in customer's orders, newest first; the
 * total comes from the X-Total-Count header (the page's own length if a proxy dropped it).
 */
async function getOrders(page: number, limit: number, signal?: AbortSignal): Promise<OrdersPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const { data, response } = await apiRequest<OrdersResponse>(`/api/orders/user/orders?${query}`, { auth: true, signal });
  const orders = Array.isArray(data?.orders) ? data.orders : [];
  const header = Number.parseInt(response.headers.get('x-total-count') ?? '', 10);
  return { orders, total: Number.isFinite(header) ? header : (page - 1) * limit + orders.length };
}

const ordersQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...queryKeys.orders, 'list', page, limit],
    queryFn: ({ signal }) => getOrders(page, limit, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** A page of the customer's orders; the previous page stays on screen while the next one loads. */
export function useOrders(page: number, limit: number) {
  return useQuery(ordersQueryOptions(page, limit));
}

/** How many orders the customer has, for the overview's counter: null while loading, 'error' on failure. */
export function useOrderCount(): number | null | 'error' {
  const orders = useOrders(1, OVERVIEW_ORDERS);
  if (orders.isError) return 'error';
  return orders.data ? orders.data.total : null;
}

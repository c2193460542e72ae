import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { AdminCatalogItem, AdminCatalogItemResponse, AdminCatalogListResponse, AdminOrderCustomerMatch, AdminOrderCustomerResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';

/*
 * What the order form picks from (docs/decisions/128): customers and catalog items, searched as the
 * customers and catalog pages search them. Their keys sit under the areas' own ('admin', 'customers' /
 * 'catalog'), so a change there (stock taken by an order) refreshes them too.
 */

/** Results a search shows at most. */
const PICK_LIMIT = 6;

/**
 * GET /api/admin/order-customers?q=: the first customers an order can be for (docs/decisions/133),
 * accounts and customer records without one, each with its `kind`, matching a name, an e-mail or a
 * phone number however it is spelt; from two characters (the server's minimum).
 */
export function useCustomerSearch(q: string) {
  return useQuery<AdminOrderCustomerMatch[]>({
    queryKey: ['admin', 'customers', 'pick', q],
    queryFn: ({ signal }) => apiFetch<AdminOrderCustomerResponse>(`/api/admin/order-customers?${searchOf({ q, limit: PICK_LIMIT })}`, { auth: true, signal }).then((r) => r.customers),
    enabled: q.length >= 2,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/catalog?q=&state=published: the first items on sale matching a title, slug or artist. */
export function useItemSearch(q: string) {
  return useQuery<AdminCatalogItem[]>({
    queryKey: ['admin', 'catalog', 'pick', q],
    queryFn: ({ signal }) =>
      apiFetch<AdminCatalogListResponse>(`/api/admin/catalog?${searchOf({ q: q || undefined, state: 'published', limit: PICK_LIMIT })}`, { auth: true, signal }).then((r) => r.items),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/catalog/{id} for each item of an order's lines (edits): prices, variants and stock now. */
export function useCatalogItems(ids: readonly number[]): { items: AdminCatalogItem[]; pending: boolean } {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['admin', 'catalog', 'pick', 'item', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<AdminCatalogItemResponse>(`/api/admin/catalog/${id}`, { auth: true, signal }).then((r) => r.item),
      staleTime: 10_000,
      retry: false,
    })),
    combine: (results) => ({ items: results.flatMap((r) => (r.data ? [r.data] : [])), pending: results.some((r) => r.isPending) }),
  });
}

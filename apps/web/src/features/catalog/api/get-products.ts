import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STORE_PAGE_SIZE, type CardItem } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';

export interface CatalogPage {
  items: CardItem[];
  total: number;
  page: number;
  totalPages: number;
}

/** GET /api/{products|gallery}?page&limit → the items and the X-Total-Count total. */
export async function getCatalogPage(kind: 'products' | 'gallery', page: number, limit: number, signal?: AbortSignal): Promise<CatalogPage> {
  const { data, response } = await apiRequest<CardItem[]>(`/api/${kind}?page=${page}&limit=${limit}`, { signal });
  const items = Array.isArray(data) ? data : [];
  const header = Number(response.headers.get('x-total-count'));
  const total = Number.isFinite(header) && header >= 0 && response.headers.has('x-total-count') ? header : items.length;
  return { items, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** Store products, 10 a page (spec 02 §2 Store). */
export const productsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['products', 'list', page],
    queryFn: ({ signal }) => getCatalogPage('products', page, STORE_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(page: number) {
  return useQuery(productsQueryOptions(page));
}

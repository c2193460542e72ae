import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogItem } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/products/{id} (any item) or GET /api/gallery/{id} (artworks only; 404 otherwise). */
export function getCatalogItem(kind: 'products' | 'gallery', id: number, signal?: AbortSignal): Promise<CatalogItem> {
  return apiFetch<CatalogItem>(`/api/${kind}/${id}`, { signal });
}

export const catalogItemQueryOptions = (kind: 'products' | 'gallery', id: number) =>
  queryOptions({
    queryKey: [kind, 'item', id],
    queryFn: ({ signal }) => getCatalogItem(kind, id, signal),
  });

/** One product or artwork by id; disabled when `id` is null. */
export function useCatalogItem(kind: 'products' | 'gallery', id: number | null) {
  return useQuery({ ...catalogItemQueryOptions(kind, id ?? 0), enabled: id !== null });
}

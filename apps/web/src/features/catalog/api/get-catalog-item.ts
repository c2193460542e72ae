import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogItem } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/products/{id} (any item) or GET /api/gallery/{id} (artworks only; 404 otherwise). */
function getCatalogItem(kind: 'products' | 'gallery', id: number | string, signal?: AbortSignal): Promise<CatalogItem> {
  return apiFetch<CatalogItem>(`/api/${kind}/${encodeURIComponent(String(id))}`, { signal });
}

export const catalogItemQueryOptions = (kind: 'products' | 'gallery', id: number | string) =>
  queryOptions({
    queryKey: [kind, 'item', id],
    queryFn: ({ signal }) => getCatalogItem(kind, id, signal),
  });

/** One product or artwork by id or slug; disabled when `id` is null. */
export function useCatalogItem(kind: 'products' | 'gallery', id: number | string | null) {
  return useQuery({ ...catalogItemQueryOptions(kind, id ?? 0), enabled: id !== null });
}

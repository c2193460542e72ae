import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardItem } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** One row of the combined search (spec 01 §3 Search result). */
export interface SearchResult {
  id: number;
  type: 'product' | 'gallery';
  title: string;
  description: string;
  price: number;
  image: string | null;
  category: 'Store' | 'Art Gallery';
  artist: string | null;
}

function toSearchResult(item: CardItem, type: SearchResult['type']): SearchResult {
  return {
    id: item.id,
    type,
    title: item.title || (type === 'product' ? 'Product' : 'Artwork'),
    description: item.description,
    price: item.price,
    image: item.frontimage,
    category: type === 'product' ? 'Store' : 'Art Gallery',
    artist: type === 'gallery' ? item.artist : null,
  };
}

async function searchOne(path: string, q: string, type: SearchResult['type'], signal?: AbortSignal): Promise<SearchResult[]> {
  try {
    const items = await apiFetch<CardItem[]>(`${path}?q=${encodeURIComponent(q)}`, { signal });
    return Array.isArray(items) ? items.map((item) => toSearchResult(item, type)) : [];
  } catch (error) {
    // Spec 01 §7 Handling of answers: search failures are logged and give empty results.
    if (!signal?.aborted) console.warn(`search ${path} failed`, error);
    return [];
  }
}

/**
 * GET /api/products/search?q= and GET /api/gallery/search?q= in parallel (spec 01 §7 Search).
 * Never rejects: a failed side gives no results for that side.
 */
async function searchCatalog(q: string, signal?: AbortSignal): Promise<{ products: SearchResult[]; artworks: SearchResult[] }> {
  const [products, artworks] = await Promise.all([searchOne('/api/products/search', q, 'product', signal), searchOne('/api/gallery/search', q, 'gallery', signal)]);
  return { products, artworks };
}

const searchQueryOptions = (q: string) => queryOptions({ queryKey: ['search', q], queryFn: ({ signal }) => searchCatalog(q, signal), enabled: q.length > 0, staleTime: 60_000 });

/** Results for the (already debounced and trimmed) query; idle only when it is empty (spec 01 §5: one letter searches). */
export function useCatalogSearch(q: string) {
  return useQuery(searchQueryOptions(q));
}

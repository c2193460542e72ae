import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A query the server rendered with: its key and its data (docs/decisions/135). */
export type SeededQuery = [QueryKey, unknown];

/**
 * Puts back the queries the server rendered the page with, from `<script id="ssr-seed"
 * type="application/json">[[key, data], …]</script>`, so the first render in the browser hydrates
 * the same markup. TanStack Query's own dehydrate/hydrate would do the same with more bytes (query
 * states, mutations, promises) than the store's first load can spare. Returns false when the page has
 * no such script (it was not rendered on the server) or it cannot be read.
 */
export function seedQueries(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById('ssr-seed');
  if (!element?.textContent) return false;
  try {
    for (const [key, data] of JSON.parse(element.textContent) as SeededQuery[]) queryClient.setQueryData(key, data);
  } catch {
    return false;
  } finally {
    element.remove();
  }
  return true;
}

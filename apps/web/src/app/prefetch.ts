import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a page's first render may want in the query cache: its params and the address's query.
 * In a file of its own so the pages (app/routes/*) and the router that lazy-loads them never import
 * each other (import-cycles.test.ts).
 */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
}

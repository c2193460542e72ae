import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateReturnBody, ReturnRequest, ReturnResponse, ReturnsResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-client';

/** Under `account`, so logging out drops them with the rest of the account's data. */
const returnsKey = [...queryKeys.account, 'returns'] as const;

/** GET /api/returns/me (auth) → the customer's return requests, newest first (spec 02 §7). */
async function getReturns(signal?: AbortSignal): Promise<ReturnRequest[]> {
  const reply = await apiFetch<z.infer<typeof ReturnsResponse>>('/api/returns/me', { auth: true, signal });
  return Array.isArray(reply?.items) ? reply.items : [];
}

const returnsQueryOptions = () => queryOptions({ queryKey: returnsKey, queryFn: ({ signal }) => getReturns(signal), staleTime: 30_000 });

export function useReturns() {
  return useQuery(returnsQueryOptions());
}

/**
 * POST /api/returns {order_id, order_item_id or null, reason, details} (auth; spec 02 §5, §7) → the
 * new request ('requested'). Errors carry the server's text ('A return for this item is already
 * open', 'Returns are accepted within 30 days of the order', …); the list refreshes on success.
 */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => apiFetch<z.infer<typeof ReturnResponse>>('/api/returns', { method: 'POST', auth: true, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}

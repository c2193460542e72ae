import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReturnListQuery, AdminReturnListResponse, AdminReturnResponse, AdminReturnStatusBody } from '@atelier/contracts';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';

const returnKeys = { all: ['admin', 'returns'] as const, list: (p: Record<string, unknown>) => ['admin', 'returns', 'list', p] as const };

/** GET /api/admin/returns?status=: the queue, oldest first, with each request's allowed next steps. */
async function getReturns(params: AdminReturnListQuery, signal?: AbortSignal) {
  const { data, response } = await apiRequest<AdminReturnListResponse>(`/api/admin/returns?${searchOf(params as Record<string, unknown>)}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { returns: data.returns, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
}
const returnsQueryOptions = (params: AdminReturnListQuery) =>
  queryOptions({ queryKey: returnKeys.list(params as Record<string, unknown>), queryFn: ({ signal }) => getReturns(params, signal), staleTime: 10_000, placeholderData: keepPreviousData });
export const useReturns = (params: AdminReturnListQuery) => useQuery(returnsQueryOptions(params));

/** POST /api/admin/returns/{id}/status: by RETURN_TRANSITIONS; declining needs a message (e-mailed, shown in the customer's Returns tab). */
export function useReturnStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReturnStatusBody) => apiFetch<AdminReturnResponse>(`/api/admin/returns/${encodeURIComponent(id)}/status`, { method: 'POST', auth: true, body }).then((r) => r.return),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
    },
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubscriberListQuery, AdminSubscriberListResponse } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';

/** GET /api/admin/subscribers?status=&q= (owner): newsletter subscribers with their status (X-Total-Count). */
async function getSubscribers(params: AdminSubscriberListQuery, signal?: AbortSignal) {
  const { data, response } = await apiRequest<AdminSubscriberListResponse>(`/api/admin/subscribers?${searchOf(params as Record<string, unknown>)}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { subscribers: data.subscribers, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
}
const subscribersQueryOptions = (params: AdminSubscriberListQuery) =>
  queryOptions({ queryKey: ['admin', 'subscribers', params], queryFn: ({ signal }) => getSubscribers(params, signal), staleTime: 10_000, placeholderData: keepPreviousData });
export const useSubscribers = (params: AdminSubscriberListQuery) => useQuery(subscribersQueryOptions(params));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOGIN_HISTORY_PAGE_SIZE, type LoginHistoryResponse, type LoginStatsResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

export type LoginHistoryPage = LoginHistoryResponse['data'];
export type LoginStats = LoginStatsResponse['data'];

/** GET /api/login-history/history?page&limit (auth) → {logins, pagination}; 10 per page (spec 02 §9). */
async function getLoginHistory(page: number, signal?: AbortSignal): Promise<LoginHistoryPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(LOGIN_HISTORY_PAGE_SIZE) });
  return (await apiFetch<LoginHistoryResponse>(`/api/login-history/history?${query}`, { auth: true, signal })).data;
}

/** GET /api/login-history/stats (auth) → {totalLogins, monthlyLogins, lastLogin}. */
async function getLoginStats(signal?: AbortSignal): Promise<LoginStats> {
  return (await apiFetch<LoginStatsResponse>('/api/login-history/stats', { auth: true, signal })).data;
}

const loginHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: accountKeys.loginHistory(page), queryFn: ({ signal }) => getLoginHistory(page, signal), staleTime: 0, placeholderData: keepPreviousData });

const loginStatsQueryOptions = () => queryOptions({ queryKey: accountKeys.loginStats, queryFn: ({ signal }) => getLoginStats(signal), staleTime: 0 });

/** One page of the login history; the previous page stays on screen while the next one loads. */
export function useLoginHistory(page: number) {
  return useQuery(loginHistoryQueryOptions(page));
}

export function useLoginStats() {
  return useQuery(loginStatsQueryOptions());
}

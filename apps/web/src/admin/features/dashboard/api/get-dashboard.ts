import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard, AdminDashboardResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/dashboard: sales today and this week (RWF), orders to act on, and today's bookings, open returns and unread messages. */
async function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return (await apiFetch<AdminDashboardResponse>('/api/admin/dashboard', { auth: true, signal })).dashboard;
}

const dashboardQueryOptions = () => queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getDashboard(signal), staleTime: 15_000, refetchInterval: 60_000 });

export const useDashboard = () => useQuery(dashboardQueryOptions());

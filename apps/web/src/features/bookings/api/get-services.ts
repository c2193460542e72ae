import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/services → the services of spec 02 §2, in page order, as the database holds them. */
async function getServices(signal?: AbortSignal): Promise<Service[]> {
  return (await apiFetch<{ success: true; data: Service[] }>('/api/services', { signal })).data;
}

export const servicesQueryOptions = () => queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal), staleTime: 10 * 60_000 });

/** The services list (services page, booking form's service choice). */
export function useServices() {
  return useQuery(servicesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactInfoItem } from '@atelier/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';

/**
 * GET /api/contactinfo/public → contact items (spec 01 §3). A refusal becomes
 * 'Contact API error! status: {n}' (spec 02 §8); the page then shows its fallback details.
 */
async function getContactInfo(signal?: AbortSignal): Promise<ContactInfoItem[]> {
  try {
    return (await apiFetch<{ success: true; data: ContactInfoItem[] }>('/api/contactinfo/public', { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new ApiError(error.status, `Contact API error! status: ${error.status}`);
    throw error;
  }
}

export const contactInfoQueryOptions = () => queryOptions({ queryKey: ['contact-info'], queryFn: ({ signal }) => getContactInfo(signal), staleTime: 30 * 60_000, retry: 1 });

export function useContactInfo() {
  return useQuery(contactInfoQueryOptions());
}

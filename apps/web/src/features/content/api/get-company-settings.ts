import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyBasic, CompanySocial } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/company-settings/public/basic → company name, logo, tagline… */
async function getCompanyBasic(signal?: AbortSignal): Promise<CompanyBasic> {
  return (await apiFetch<{ success: true; data: CompanyBasic }>('/api/company-settings/public/basic', { signal })).data;
}

/** GET /api/company-settings/public/social → a url per network. */
async function getCompanySocial(signal?: AbortSignal): Promise<CompanySocial> {
  return (await apiFetch<{ success: true; data: CompanySocial }>('/api/company-settings/public/social', { signal })).data;
}

export const companyBasicQueryOptions = () => queryOptions({ queryKey: ['company-settings', 'basic'], queryFn: ({ signal }) => getCompanyBasic(signal), staleTime: 30 * 60_000, retry: 1 });
export const companySocialQueryOptions = () => queryOptions({ queryKey: ['company-settings', 'social'], queryFn: ({ signal }) => getCompanySocial(signal), staleTime: 30 * 60_000, retry: 1 });

/** Company basic settings; callers fall back to FALLBACK_BRAND while loading or on failure. */
export function useCompanyBasic() {
  return useQuery(companyBasicQueryOptions());
}

/** Social links; callers fall back to SOCIAL_FALLBACKS. */
export function useCompanySocial() {
  return useQuery(companySocialQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyContact, ContactInfoItem, HelpCenterResponse, PrivacyResponse, TeamMember, TermsResponse } from '@atelier/contracts';
import type { z } from 'zod';
import { ApiError, apiFetch } from '@/lib/api-client';

export type HelpCenter = HelpCenterResponse['data'];
export type Terms = TermsResponse['data'];

/** GET /api/help-center/public → introduction and FAQs (HTML sanitised by the server). */
async function getHelpCenter(signal?: AbortSignal): Promise<HelpCenter> {
  return (await apiFetch<HelpCenterResponse>('/api/help-center/public', { signal })).data;
}
export const helpCenterQueryOptions = () => queryOptions({ queryKey: ['help-center'], queryFn: ({ signal }) => getHelpCenter(signal), retry: false });
export function useHelpCenter() {
  return useQuery(helpCenterQueryOptions());
}

/** GET /api/company-settings/public/terms → company {name, logo_url} and sections by key. */
async function getTerms(signal?: AbortSignal): Promise<Terms> {
  return (await apiFetch<TermsResponse>('/api/company-settings/public/terms', { signal })).data;
}
export const termsQueryOptions = () => queryOptions({ queryKey: ['company-settings', 'terms'], queryFn: ({ signal }) => getTerms(signal), retry: false, staleTime: 10 * 60_000 });
/** Terms: failures are only logged and the defaults stay (spec 01 §7 Handling of answers). */
export function useTerms() {
  return useQuery(termsQueryOptions());
}

export type Privacy = PrivacyResponse['data'];

/** GET /api/company-settings/public/privacy → the privacy page's title and HTML (sanitised by the server; "" when the owner never wrote it). */
async function getPrivacy(signal?: AbortSignal): Promise<Privacy> {
  return (await apiFetch<PrivacyResponse>('/api/company-settings/public/privacy', { signal })).data;
}
export const privacyQueryOptions = () => queryOptions({ queryKey: ['company-settings', 'privacy'], queryFn: ({ signal }) => getPrivacy(signal), retry: false, staleTime: 10 * 60_000 });
/** The privacy page's text: like the terms, a failure is only logged and the built-in text stays. */
export function usePrivacy() {
  return useQuery(privacyQueryOptions());
}

/** GET /api/company-settings/public/team → team members. */
async function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return (await apiFetch<{ success: true; data: TeamMember[] }>('/api/company-settings/public/team', { signal })).data;
}
export const teamQueryOptions = () => queryOptions({ queryKey: ['company-settings', 'team'], queryFn: ({ signal }) => getTeam(signal), retry: false, staleTime: 10 * 60_000 });
export function useTeam() {
  return useQuery(teamQueryOptions());
}

/** GET /api/company-settings/public/contact → the main contact details. */
async function getCompanyContact(signal?: AbortSignal): Promise<z.infer<typeof CompanyContact>> {
  return (await apiFetch<{ success: true; data: z.infer<typeof CompanyContact> }>('/api/company-settings/public/contact', { signal })).data;
}
export function useCompanyContact() {
  return useQuery({ queryKey: ['company-settings', 'contact'], queryFn: ({ signal }) => getCompanyContact(signal), retry: false, staleTime: 10 * 60_000 });
}

/**
 * The legal page's two calls, sent together with a JSON content-type header (spec 01 §7): terms and
 * GET /api/contactinfo/public. A non-OK answer fails with 'Terms API error! status: {status}' or
 * 'Contact API error! status: {status}' (spec 01 §8 Legal).
 */
async function getLegal(signal?: AbortSignal): Promise<{ terms: Terms; contacts: ContactInfoItem[] }> {
  const headers = { 'Content-Type': 'application/json' };
  // Through the API client, so the page's HTML answers them (boot.ts) as it does every first call.
  const [terms, contacts] = await Promise.allSettled([
    apiFetch<TermsResponse>('/api/company-settings/public/terms', { headers, signal }),
    apiFetch<{ data?: ContactInfoItem[] }>('/api/contactinfo/public', { headers, signal }),
  ]);
  const failed = (result: PromiseSettledResult<unknown>, name: string) => {
    if (result.status === 'fulfilled') return;
    const error: unknown = result.reason;
    if (error instanceof ApiError && error.status > 0) throw new ApiError(error.status, `${name} API error! status: ${error.status}`);
    // No answer at all: the page says 'Failed to load legal data'.
    throw error instanceof ApiError ? new Error(error.message) : error;
  };
  failed(terms, 'Terms');
  failed(contacts, 'Contact');
  const termsBody = (terms as PromiseFulfilledResult<TermsResponse>).value;
  const contactBody = (contacts as PromiseFulfilledResult<{ data?: ContactInfoItem[] }>).value;
  return { terms: termsBody.data, contacts: Array.isArray(contactBody.data) ? contactBody.data : [] };
}
export const legalQueryOptions = () => queryOptions({ queryKey: ['legal'], queryFn: ({ signal }) => getLegal(signal), retry: false });

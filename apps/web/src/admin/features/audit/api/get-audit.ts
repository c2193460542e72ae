import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery, AuditListResponse } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/audit (owner): one page of the audit log, newest first, with its filters. */
async function getAudit(params: AuditListQuery, signal?: AbortSignal): Promise<AuditListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const { data, response } = await apiRequest<AuditListResponse>(`/api/admin/audit?${search}`, { auth: true, signal });
  const header = response.headers.get('x-total-count');
  return header !== null && Number.isFinite(Number(header)) ? { ...data, total: Number(header) } : data;
}

const auditQueryOptions = (params: AuditListQuery) => queryOptions({ queryKey: ['admin', 'audit', params], queryFn: ({ signal }) => getAudit(params, signal), placeholderData: keepPreviousData });

export const useAudit = (params: AuditListQuery) => useQuery(auditQueryOptions(params));

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomer, AdminCustomerListQuery, AdminCustomerListResponse, AdminCustomerRecordResponse, AdminCustomerResponse, CustomerNoteBody } from '@atelier/contracts';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';

const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (p: Record<string, unknown>) => ['admin', 'customers', 'list', p] as const,
  detail: (id: string) => ['admin', 'customers', 'detail', id] as const,
  record: (id: string) => ['admin', 'customers', 'record', id] as const,
};

/** GET /api/admin/customers?q=: name, e-mail or phone (any spelling of the number), 20 a page (X-Total-Count). */
async function getCustomers(params: AdminCustomerListQuery, signal?: AbortSignal) {
  const { data, response } = await apiRequest<AdminCustomerListResponse>(`/api/admin/customers?${searchOf(params as Record<string, unknown>)}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { customers: data.customers, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
}
const customersQueryOptions = (params: AdminCustomerListQuery) =>
  queryOptions({ queryKey: customerKeys.list(params as Record<string, unknown>), queryFn: ({ signal }) => getCustomers(params, signal), staleTime: 10_000, placeholderData: keepPreviousData });
export const useCustomers = (params: AdminCustomerListQuery) => useQuery(customersQueryOptions(params));

/** GET /api/admin/customers/{id}: the account, orders, bookings, returns, sign-in summary and notes. */
const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async ({ signal }) => (await apiFetch<AdminCustomerResponse>(`/api/admin/customers/${encodeURIComponent(id)}`, { auth: true, signal })).customer,
    staleTime: 5_000,
    enabled: id !== '',
  });
export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));

/**
 * GET /api/admin/customer-records/{id}: a customer without an account (name, phone, e-mail, language
 * of the messages, the account that took them over if any) and their orders (docs/decisions/133).
 */
export const useCustomerRecord = (id: string) =>
  useQuery({
    queryKey: customerKeys.record(id),
    queryFn: async ({ signal }) => (await apiFetch<AdminCustomerRecordResponse>(`/api/admin/customer-records/${encodeURIComponent(id)}`, { auth: true, signal })).record,
    staleTime: 5_000,
    enabled: id !== '',
  });

const post = (path: string, body?: unknown) => apiFetch<AdminCustomerResponse>(path, { method: 'POST', auth: true, body }).then((r) => r.customer);
/** POST /api/admin/customers/{id}/notes {text}: an internal note (never shown to the customer). */
export const addCustomerNote = (id: string, body: CustomerNoteBody) => post(`/api/admin/customers/${encodeURIComponent(id)}/notes`, body);
/** POST /api/admin/customers/{id}/block: no sign-in, every session ends at once (audited with the reason). */
export const blockCustomer = (id: string, reason?: string) => post(`/api/admin/customers/${encodeURIComponent(id)}/block`, reason ? { reason } : {});
/** POST /api/admin/customers/{id}/unblock. */
export const unblockCustomer = (id: string, reason?: string) => post(`/api/admin/customers/${encodeURIComponent(id)}/unblock`, reason ? { reason } : {});

/** A write on customer `id`: the cached page becomes the server's answer; lists refetch. */
export function useCustomerAction<TBody>(id: string, write: (id: string, body: TBody) => Promise<AdminCustomer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => write(id, body),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      void queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] });
    },
  });
}

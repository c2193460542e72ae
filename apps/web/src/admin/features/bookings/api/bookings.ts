import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBooking,
  AdminBookingListQuery,
  AdminBookingListResponse,
  AdminBookingResponse,
  AdminBookingStatusBody,
  AdminRescheduleBody,
  ClosureBody,
  ClosureListResponse,
  ClosureResponse,
  AdminCreateBookingBody,
  Service,
} from '@atelier/contracts';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';

const bookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (params: Record<string, unknown>) => ['admin', 'bookings', 'list', params] as const,
  closures: ['admin', 'closures'] as const,
};

/** GET /api/admin/bookings: the range's bookings (date, time order; total from X-Total-Count) and its slots with places left. */
async function getBookings(params: AdminBookingListQuery, signal?: AbortSignal): Promise<AdminBookingListResponse> {
  const { data, response } = await apiRequest<AdminBookingListResponse>(`/api/admin/bookings?${searchOf(params as Record<string, unknown>)}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { ...data, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
}

const bookingsQueryOptions = (params: AdminBookingListQuery) =>
  queryOptions({ queryKey: bookingKeys.list(params as Record<string, unknown>), queryFn: ({ signal }) => getBookings(params, signal), staleTime: 10_000, placeholderData: keepPreviousData });

/** The bookings and slots of `params`; the previous answer stays on screen while the next loads. */
export const useBookings = (params: AdminBookingListQuery, enabled = true) => useQuery({ ...bookingsQueryOptions(params), enabled });

/** GET /api/services: the services with their locations and types (the public form's choices). */
const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['services'], queryFn: async ({ signal }) => (await apiFetch<{ success: true; data: Service[] }>('/api/services', { signal })).data, staleTime: 10 * 60_000 });
export const useServices = () => useQuery(servicesQueryOptions());

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;
/** POST /api/admin/bookings/{id}/status: confirm, cancel (reason required, e-mailed), attended or no-show. */
export const setBookingStatus = (id: string, body: AdminBookingStatusBody) => apiFetch<AdminBookingResponse>(`${bookingPath(id)}/status`, { method: 'POST', auth: true, body }).then((r) => r.booking);
/** POST /api/admin/bookings/{id}/reschedule: into a free, open slot (409 with the reason otherwise). */
export const rescheduleBooking = (id: string, body: AdminRescheduleBody) =>
  apiFetch<AdminBookingResponse>(`${bookingPath(id)}/reschedule`, { method: 'POST', auth: true, body }).then((r) => r.booking);
/** POST /api/admin/bookings: a booking for a caller, the public form's rules and e-mails. */
export const createBooking = (body: AdminCreateBookingBody) => apiFetch<AdminBookingResponse>('/api/admin/bookings', { method: 'POST', auth: true, body }).then((r) => r.booking);

/** A booking write: the agenda, lists and dashboard refetch after it. */
export function useBookingAction<TBody>(write: (body: TBody) => Promise<AdminBooking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

/** GET /api/admin/closures: closed dates and ranges from today on. */
const closuresQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.closures, queryFn: ({ signal }) => apiFetch<ClosureListResponse>('/api/admin/closures', { auth: true, signal }).then((r) => r.closures) });
export const useClosures = () => useQuery(closuresQueryOptions());

/** POST /api/admin/closures: closes a date or range; the reply lists the live bookings inside it. */
export const addClosure = (body: ClosureBody) => apiFetch<ClosureResponse>('/api/admin/closures', { method: 'POST', auth: true, body });
/** DELETE /api/admin/closures/{id}: reopens it. */
export const removeClosure = (id: string) => apiFetch<{ success: true }>(`/api/admin/closures/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

/** A closure write: closures, the agenda's slots and the lists refetch. */
export function useClosureAction<TArg, TResult>(write: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.closures });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

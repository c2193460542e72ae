import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStatusResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

export type BookingStatus = BookingStatusResponse['booking'];

/**
 * GET /api/bookings/{id}?key=: the booking of a confirmation link as it is now. A missing
 * or wrong key answers 404 'Booking not found', exactly like an unknown id (decision 105).
 */
async function getBookingStatus(id: string, key: string, signal?: AbortSignal): Promise<BookingStatus> {
  return (await apiFetch<BookingStatusResponse>(`/api/bookings/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`, { signal })).booking;
}

const bookingStatusQueryOptions = (id: string, key: string) =>
  queryOptions({
    queryKey: ['booking-status', id, key],
    queryFn: ({ signal }) => getBookingStatus(id, key, signal),
    // The status is what the customer came for: always read it fresh.
    staleTime: 0,
  });

/** The booking behind a confirmation link (4xx answers are final; the query client retries the rest). */
export function useBookingStatus(id: string, key: string) {
  return useQuery({ ...bookingStatusQueryOptions(id, key), enabled: id !== '' && key !== '' });
}

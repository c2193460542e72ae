import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingBody } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { slotsQueryKey } from './get-available-slots';

interface CreateBookingReply {
  success: true;
  message: string;
  id: string;
  booking: Booking;
}

/**
 * POST /api/bookings (spec 02 §7) with the spec's payload. Errors are ApiError with the server's
 * text: 400 for the form rules, 409 'Selected time is no longer available. Please choose another.'
 */
async function createBooking(body: CreateBookingBody): Promise<CreateBookingReply> {
  return apiFetch<CreateBookingReply>('/api/bookings', { method: 'POST', body });
}

/** Books, then refreshes every loaded slot list (the booked places are gone, or were already). */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBooking, onSettled: () => client.invalidateQueries({ queryKey: slotsQueryKey }) });
}

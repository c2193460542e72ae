import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

export interface SlotsRequest {
  /** YYYY-MM-DD (Kigali calendar day). */
  date: string;
  location: string | null;
  people: number;
}

/**
 * GET /api/bookings/available-slots/{date}?location=&people= (spec 02 §7): the half-hour slots still
 * open for a group of `people` at `location` on `date`.
 */
async function getAvailableSlots({ date, location, people }: SlotsRequest, signal?: AbortSignal): Promise<SlotsResponse> {
  const query = new URLSearchParams({ people: String(people) });
  if (location) query.set('location', location);
  return apiFetch<SlotsResponse>(`/api/bookings/available-slots/${encodeURIComponent(date)}?${query}`, { signal });
}

export const slotsQueryKey = ['bookings', 'slots'] as const;

/**
 * Always fetched afresh (staleTime 0) so that changing the date and coming back shows the places
 * others took meanwhile; not retried, because the form falls back to the fixed slots at once.
 */
const availableSlotsQueryOptions = (req: SlotsRequest) =>
  queryOptions({ queryKey: [...slotsQueryKey, req.date, req.location, req.people], queryFn: ({ signal }) => getAvailableSlots(req, signal), staleTime: 0, retry: false });

/** Slots for the chosen date; idle while no date is chosen. */
export function useAvailableSlots(req: SlotsRequest | null) {
  return useQuery({ ...availableSlotsQueryOptions(req ?? { date: '', location: null, people: 1 }), enabled: req !== null });
}

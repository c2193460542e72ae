import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingSummary } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { RATINGS_UPDATED, dispatchAppEvent } from '@/lib/events';

export type Ratings = RatingSummary['data'];

/** GET /api/products/{id}/ratings (token sent when present) → average (one decimal), count, own rating. */
async function getRatings(productId: number, signedIn: boolean, signal?: AbortSignal): Promise<Ratings> {
  return (await apiFetch<RatingSummary>(`/api/products/${productId}/ratings`, { auth: signedIn, signal })).data;
}

/** POST /api/products/{id}/ratings {rating} (auth) → the new summary. */
async function rateItem(productId: number, rating: number): Promise<Ratings> {
  return (await apiFetch<RatingSummary>(`/api/products/${productId}/ratings`, { method: 'POST', auth: true, body: { rating } })).data;
}

const ratingsQueryOptions = (productId: number, signedIn: boolean) =>
  queryOptions({ queryKey: ['ratings', productId, signedIn], queryFn: ({ signal }) => getRatings(productId, signedIn, signal), staleTime: 60_000 });

/** One item's ratings, keyed by whether the caller is signed in (the own rating depends on it). */
export function useRatings(productId: number) {
  const { status } = useAuth();
  return useQuery(ratingsQueryOptions(productId, status === 'signedIn'));
}

/**
 * Rates an item; afterwards the average is re-fetched and `ratings:updated` dispatched (spec 02 §7).
 * Failures are silently ignored (spec 02 §8), so the stars simply stay as they were.
 */
export function useRateItem(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateItem(productId, rating),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ratings', productId] });
      dispatchAppEvent(RATINGS_UPDATED);
    },
    onError: (error) => console.warn('Rating was not saved', error),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRatingsResponse, RatingItem } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-client';

/** GET /api/products/me/ratings (auth) → the customer's ratings, newest first (spec 02 §3 Rating item). */
async function getMyRatings(signal?: AbortSignal): Promise<RatingItem[]> {
  const reply = await apiFetch<MyRatingsResponse>('/api/products/me/ratings', { auth: true, signal });
  return Array.isArray(reply?.items) ? reply.items : [];
}

/** Under `account`, so logging out drops them. */
const myRatingsQueryOptions = () => queryOptions({ queryKey: [...queryKeys.account, 'ratings'], queryFn: ({ signal }) => getMyRatings(signal), staleTime: 30_000 });

export function useMyRatings() {
  return useQuery(myRatingsQueryOptions());
}

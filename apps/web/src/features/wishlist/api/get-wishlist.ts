import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { WISHLIST_IDS_KEY, mirrorIds } from '@/lib/events';
import { saveOfflineCopy } from '@/lib/offline-copy';
import { queryKeys } from '@/lib/query-client';

/**
 * Mirrors the wishlist's product ids to local storage `wishlist_ids` (spec 02 §3), keeps it as the
 * one shown offline (docs/decisions/136) and returns it.
 */
export function rememberWishlist(wishlist: Wishlist): Wishlist {
  mirrorIds(
    WISHLIST_IDS_KEY,
    wishlist.items.map((i) => i.productId),
  );
  saveOfflineCopy('wishlist', wishlist);
  return wishlist;
}

/** GET /api/wishlist (auth) → items. */
async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  const reply = await apiFetch<Wishlist>('/api/wishlist', { auth: true, signal });
  return rememberWishlist({ items: Array.isArray(reply?.items) ? reply.items : [] });
}

const wishlistQueryOptions = () => queryOptions({ queryKey: queryKeys.wishlist, queryFn: ({ signal }) => getWishlist(signal), staleTime: 30_000 });

/** The signed-in customer's wishlist; idle when signed out. */
export function useWishlist() {
  const { status } = useAuth();
  return useQuery({ ...wishlistQueryOptions(), enabled: status !== 'signedOut' });
}

import { useMemo } from 'react';
import type { Wishlist } from '@atelier/contracts';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/connection';
import { readOfflineCopy } from '@/lib/offline-copy';
import { useWishlist } from './get-wishlist';

/**
 * The wishlist a page shows (docs/decisions/136), as `useShownCart` does for the cart: the query's,
 * or with the network gone and none here, the last one this device saw for the account; `offline`
 * makes it read-only.
 */
export function useShownWishlist() {
  const wishlist = useWishlist();
  const { user } = useAuth();
  const online = useOnline();
  const offline = !online || (wishlist.error instanceof ApiError && wishlist.error.isNetworkError);
  const saved = useMemo(() => (offline && !wishlist.data ? readOfflineCopy<Wishlist>('wishlist', user?.id) : null), [offline, wishlist.data, user?.id]);
  return { wishlist, data: wishlist.data ?? saved?.data, offline };
}

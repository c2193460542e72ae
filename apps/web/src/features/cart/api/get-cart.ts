import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { CART_IDS_KEY, mirrorIds } from '@/lib/events';
import { saveOfflineCopy } from '@/lib/offline-copy';
import { queryKeys } from '@/lib/query-client';

/**
 * Mirrors the cart's product ids to local storage `cart_ids` (spec 01 §3), keeps the cart as the
 * one shown offline (docs/decisions/136) and returns it.
 */
export function rememberCart(cart: Cart): Cart {
  mirrorIds(
    CART_IDS_KEY,
    cart.items.map((i) => i.productId),
  );
  saveOfflineCopy('cart', cart);
  return cart;
}

/** GET /api/cart (auth) → the whole cart, priced by the server. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return rememberCart(await apiFetch<Cart>('/api/cart', { auth: true, signal }));
}

const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart, queryFn: ({ signal }) => getCart(signal), staleTime: 30_000 });

/** The signed-in customer's cart; idle (no data) when signed out (spec 01 §6: shows as empty). */
export function useCart() {
  const { status } = useAuth();
  return useQuery({ ...cartQueryOptions(), enabled: status !== 'signedOut' });
}

/**
 * The server cart as a cart checkout opens with it (docs/decisions/090: a cart order is the customer's
 * server cart, never the navigation state's copy). Fetched afresh for each checkout (`entryKey`, the
 * history entry), then kept as it was while that checkout is on screen, so emptying the cart after
 * the order does not pull the invoice away; dropped when the checkout closes (gcTime 0), so a reload
 * or Back asks the server again and finds an ordered cart empty.
 */
export function useCheckoutCart(entryKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout-cart', entryKey],
    queryFn: ({ signal }) => getCart(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

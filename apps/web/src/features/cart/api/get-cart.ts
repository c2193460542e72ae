import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { CART_IDS_KEY, mirrorIds } from '@/lib/events';
import { queryKeys } from '@/lib/query-client';

export const EMPTY_CART: Cart = { items: [], subtotal: 0, shipping: 0, total: 0, itemCount: 0 };

/** Mirrors the cart's product ids to local storage `cart_ids` (spec 01 §3) and returns the cart. */
export function rememberCart(cart: Cart): Cart {
  mirrorIds(CART_IDS_KEY, cart.items.map((i) => i.productId));
  return cart;
}

/** GET /api/cart (auth) → the whole cart, priced by the server. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return rememberCart(await apiFetch<Cart>('/api/cart', { auth: true, signal }));
}

export const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart, queryFn: ({ signal }) => getCart(signal), staleTime: 30_000 });

/** The signed-in customer's cart; idle (no data) when signed out (spec 01 §6: shows as empty). */
export function useCart() {
  const { status } = useAuth();
  return useQuery({ ...cartQueryOptions(), enabled: status !== 'signedOut' });
}

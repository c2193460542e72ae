import { useMemo } from 'react';
import type { Cart } from '@atelier/contracts';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/connection';
import { readOfflineCopy } from '@/lib/offline-copy';
import { useCart } from './get-cart';

/**
 * The cart a page shows (docs/decisions/136): `cart` is the query; `data` its cart, or, when the
 * network is gone and this page has none, the last cart this device saw for the account; `offline`
 * true while the network is gone (the browser says so, the service worker's last request failed, or
 * the cart's own request failed for the network): the cart is then read-only.
 */
export function useShownCart() {
  const cart = useCart();
  const { user } = useAuth();
  const online = useOnline();
  const offline = !online || (cart.error instanceof ApiError && cart.error.isNetworkError);
  const saved = useMemo(() => (offline && !cart.data ? readOfflineCopy<Cart>('cart', user?.id) : null), [offline, cart.data, user?.id]);
  return { cart, data: cart.data ?? saved?.data, offline };
}

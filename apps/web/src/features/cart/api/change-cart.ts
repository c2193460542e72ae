import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { CART_MESSAGES, fromMinor, toMinor, type Cart, type CartItem } from '@atelier/contracts';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import { CART_UPDATED, dispatchAppEvent } from '@/lib/events';
import { queryKeys } from '@/lib/query-client';
import { getCart, rememberCart } from './get-cart';
import { specText } from '@/lib/i18n/spec-messages';

/**
 * One cart line: an item and, for an item with several variants, the variant (docs/decisions/127).
 * `variantId` undefined: the item's only variant (the server picks it) or, for DELETE, every line of the item.
 */
export interface CartLineKey {
  productId: number;
  variantId?: number;
}

/** POST /api/cart {productId, variantId, quantity} (auth) → the whole cart. */
function addToCart({ productId, variantId }: CartLineKey, quantity = 1): Promise<Cart> {
  return apiFetch<Cart>('/api/cart', { method: 'POST', auth: true, body: { productId, ...(variantId !== undefined ? { variantId } : {}), quantity } });
}

/** PUT /api/cart/{productId} {quantity, variantId} (auth); 0 removes the line. → the whole cart. */
function updateCartItem({ productId, variantId }: CartLineKey, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/${productId}`, { method: 'PUT', auth: true, body: { quantity, ...(variantId !== undefined ? { variantId } : {}) } });
}

/** DELETE /api/cart/{productId}?variantId= (auth) → the whole cart. */
function removeCartItem({ productId, variantId }: CartLineKey): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/${productId}${variantId !== undefined ? `?variantId=${variantId}` : ''}`, { method: 'DELETE', auth: true });
}

/** Whether a cart line is the line `key` names (any variant of the item when `key` names none). */
export function isLine(item: Pick<CartItem, 'productId' | 'variantId'>, key: CartLineKey): boolean {
  return item.productId === key.productId && (key.variantId === undefined || item.variantId === key.variantId);
}

/** DELETE /api/cart/clear (auth) → the (empty) cart. */
function clearCart(): Promise<Cart> {
  return apiFetch<Cart>('/api/cart/clear', { method: 'DELETE', auth: true });
}

/** The cart with one line's quantity changed (0 removes it) and totals recomputed, for display only. */
function withQuantity(cart: Cart, key: CartLineKey, quantity: number): Cart {
  const items = cart.items.map((item) => (isLine(item, key) ? { ...item, quantity, lineTotal: fromMinor(toMinor(item.price) * quantity) } : item)).filter((item) => item.quantity > 0);
  const subtotalMinor = items.reduce((sum, item) => sum + toMinor(item.price) * item.quantity, 0);
  const subtotal = fromMinor(subtotalMinor);
  return { ...cart, items, subtotal, total: fromMinor(subtotalMinor + toMinor(cart.shipping)), itemCount: items.reduce((n, i) => n + i.quantity, 0) };
}

/**
 * The toast for a failed cart call (docs/decisions/091): a refusal the customer can act on (4xx, e.g. 'An
 * artwork is one of a kind: its quantity is 1.') as the server words it; a server or network
 * failure as the spec's fallback ('Failed to update cart', 'Failed to remove item').
 */
export function cartErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? errorMessage(error, fallback) : fallback;
}

/** Puts a server cart in the cache, mirrors its ids and tells the shell (spec 02 §4). */
function useStoreCart() {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    queryClient.setQueryData(queryKeys.cart, rememberCart(cart));
    dispatchAppEvent(CART_UPDATED, { synced: true });
  };
}

/**
 * Changes a line's quantity optimistically (spec 02 §4): the cache shows the new quantity at once
 * and goes back to what it was if the server refuses, with the server's reason or 'Failed to update cart'.
 * Quantity 0 removes the line.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const store = useStoreCart();
  return useMutation({
    mutationFn: ({ quantity, ...key }: CartLineKey & { quantity: number }) => updateCartItem(key, quantity),
    onMutate: async ({ quantity, ...key }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart });
      const previous = queryClient.getQueryData<Cart>(queryKeys.cart);
      if (previous) queryClient.setQueryData(queryKeys.cart, withQuantity(previous, key, quantity));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.cart, context.previous);
      toast.error(cartErrorText(error, specText(CART_MESSAGES.updateFailed)));
    },
    onSuccess: (cart) => store(cart),
  });
}

/** Removes a line (DELETE /api/cart/{id}?variantId=); 'Removed from cart' or 'Failed to remove item'. */
export function useRemoveCartItem() {
  const store = useStoreCart();
  return useMutation({
    mutationFn: (key: CartLineKey) => removeCartItem(key),
    onSuccess: (cart) => {
      store(cart);
      toast.success(specText(CART_MESSAGES.removed));
    },
    onError: (error) => toast.error(cartErrorText(error, specText(CART_MESSAGES.removeFailed))),
  });
}

/**
 * Adds or removes an item (the chosen variant of one with several) from a toggle (POST /api/cart quantity 1, or DELETE), with the toasts
 * 'Added to cart' / 'Removed from cart' / 'Failed to update cart' (spec 02 §8).
 */
export function useToggleCartItem() {
  const store = useStoreCart();
  return useMutation({
    mutationFn: ({ inCart, ...key }: CartLineKey & { inCart: boolean }) => (inCart ? removeCartItem(key) : addToCart(key, 1)),
    onSuccess: (cart, { inCart }) => {
      store(cart);
      toast.success(inCart ? specText(CART_MESSAGES.removed) : specText(CART_MESSAGES.added));
    },
    onError: (error) => toast.error(cartErrorText(error, specText(CART_MESSAGES.updateFailed))),
  });
}

/**
 * Puts an item (its chosen variant) in the cart unless it is there already (GET /api/cart, then POST /api/cart quantity 1):
 * the cart toggle a signed-out visitor pressed, carried out after they signed in (spec 02 §4). Toasts
 * 'Added to cart', or the refusal's reason / 'Failed to update cart'.
 */
export function useAddToCartIfMissing() {
  const store = useStoreCart();
  return useMutation({
    mutationFn: async (key: CartLineKey) => {
      const cart = await getCart();
      return cart.items.some((i) => isLine(i, key)) ? cart : addToCart(key, 1);
    },
    onSuccess: (cart) => {
      store(cart);
      toast.success(specText(CART_MESSAGES.added));
    },
    onError: (error) => toast.error(cartErrorText(error, specText(CART_MESSAGES.updateFailed))),
  });
}

/** Empties the cart after an order (DELETE /api/cart/clear); failures are only logged (spec 02 §7). */
export function useClearCart() {
  const store = useStoreCart();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => store(cart),
    onError: (error) => console.warn('Could not clear the cart after the order', error),
  });
}

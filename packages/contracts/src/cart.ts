import { z } from 'zod';
import { idSchema, wireNumber } from './common.js';

export const CART_MESSAGES = {
  added: 'Added to cart',
  removed: 'Removed from cart',
  updateFailed: 'Failed to update cart',
  removeFailed: 'Failed to remove item',
  loadFailed: 'Failed to load cart items',
  empty: 'Your cart is empty',
  itemNotFound: 'Product not found',
} as const;

export const MAX_LINE_QUANTITY = 99;

const productId = idSchema('productId');
/** A line's quantity, `min` to MAX_LINE_QUANTITY, as a number or a decimal string. */
const lineQuantity = (min: number, minMessage: string) =>
  wireNumber(z.number({ error: 'Quantity is required' }).int('Quantity must be a whole number').min(min, minMessage).max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`));

/**
 * A variant of the item (docs/decisions/127): required when the item has more than one variant. A
 * function, not a shared schema with `.optional()` called on it: a method called on a variable looks
 * impure to the store's bundler, which then keeps every cart schema and zod in the first load.
 */
const optionalVariantId = () => idSchema('variantId').optional();

/**
 * POST /api/cart {productId, variantId?, quantity} (quantity 1 from toggles; spec 02 §7). An item with
 * several variants needs `variantId` (400 naming its first option, VARIANT_MESSAGES.chooseOption).
 */
export const AddToCartBody = z.object({
  productId,
  variantId: optionalVariantId(),
  quantity: lineQuantity(1, 'Quantity must be at least 1').default(1),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

/** PUT /api/cart/{productId} {quantity, variantId?}; 0 removes the line. `variantId` names the line of an item with several variants. */
export const UpdateCartBody = z.object({
  quantity: lineQuantity(0, 'Quantity cannot be negative'),
  variantId: optionalVariantId(),
});

/** DELETE /api/cart/{productId}?variantId=: without it, every line of the item. */
export const CartLineQuery = z.object({ variantId: optionalVariantId() });
export type UpdateCartBody = z.infer<typeof UpdateCartBody>;

export const ProductIdParams = z.object({ productId });

/** A cart line as the server prices it now (spec 02 §3 Cart item; prices in RWF). */
export const CartItem = z.object({
  productId: z.number().int(),
  /** The variant of the line and its title ("42 / Red"; "" without options), docs/decisions/127. */
  variantId: z.number().int(),
  variantTitle: z.string(),
  kind: z.enum(['product', 'artwork']),
  title: z.string(),
  description: z.string(),
  frontimage: z.string().nullable(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  washable: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

/** Cart data (spec 02 §3): items, subtotal, shipping, total, itemCount. */
export const Cart = z.object({
  items: z.array(CartItem),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  itemCount: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

/** Wishlist (spec 02 §7): items with the product ids and what the wishlist page shows. */
export const WishlistItem = z.object({
  productId: z.number().int(),
  kind: z.enum(['product', 'artwork']),
  title: z.string(),
  description: z.string(),
  frontimage: z.string().nullable(),
  price: z.number(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  washable: z.boolean(),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;
export const Wishlist = z.object({ items: z.array(WishlistItem) });
export type Wishlist = z.infer<typeof Wishlist>;
export const AddToWishlistBody = z.object({ productId });
export type AddToWishlistBody = z.infer<typeof AddToWishlistBody>;

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  updateFailed: 'Failed to update wishlist',
  empty: 'Your wishlist is empty.',
} as const;

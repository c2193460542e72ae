import { fromMinor, toMinor, type CartItem } from '@atelier/contracts';

/**
 * One line of the cart data carried to /checkout (the server only reads productId, variantId and
 * quantity; the variant, docs/decisions/127, is absent for a single-variant item bought directly).
 */
export type CheckoutItem = Pick<CartItem, 'productId' | 'title' | 'price' | 'quantity'> &
  Partial<Pick<CartItem, 'variantId' | 'variantTitle' | 'kind' | 'description' | 'frontimage' | 'compare_at_price' | 'lineTotal' | 'material' | 'size' | 'washable'>>;

/** Cart data (spec 02 §3): items, subtotal, shipping, total, itemCount. */
export interface CheckoutCartData {
  items: CheckoutItem[];
  subtotal: number;
  shipping?: number;
  total: number;
  itemCount: number;
}

/** Navigation state of /checkout (spec 02 §2 Checkout). */
export interface CheckoutState {
  cartData?: CheckoutCartData;
  fromCart?: boolean;
  source?: 'cart' | 'product' | 'gallery';
  fromPayment?: boolean;
  fromGallery?: boolean;
  product?: unknown;
  productDetails?: unknown;
}

/** Subtotal of the lines in minor units (display only; the server prices the order). */
function subtotalMinorOf(items: CheckoutItem[]): number {
  return items.reduce((sum, item) => sum + toMinor(item.price) * Math.max(1, item.quantity || 1), 0);
}

/** The cart data for buying one item from the payment page (PAY NOW → /checkout). */
export function singleItemCart(item: Omit<CheckoutItem, 'quantity'>): CheckoutCartData {
  const line: CheckoutItem = { ...item, quantity: 1, lineTotal: item.price };
  const subtotal = fromMinor(subtotalMinorOf([line]));
  return { items: [line], subtotal, shipping: 0, total: subtotal, itemCount: 1 };
}

/** A UUID for the Idempotency-Key; falls back to getRandomValues where randomUUID is missing (plain http). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What one checkout keeps across a reload or Back: its Idempotency-Key and, once placed, its order. */
export interface CheckoutMemory {
  idempotencyKey: string;
  orderId?: string;
}

const memoryKey = (entryKey: string) => `atelier.checkout.${entryKey}`;

/**
 * The memory of one checkout, keyed by its history entry (`location.key`, which survives a reload
 * and comes back with Back), in sessionStorage (this tab only). A page load no longer makes a new
 * Idempotency-Key, so resending the same purchase returns the same order, and a direct purchase
 * reloaded after success shows its invoice (docs/decisions/090). Created on first use; a browser without
 * storage gets a fresh memory each time.
 */
export function checkoutMemory(entryKey: string): CheckoutMemory {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(memoryKey(entryKey)) ?? 'null');
    if (saved && typeof saved === 'object' && typeof (saved as CheckoutMemory).idempotencyKey === 'string') return saved as CheckoutMemory;
  } catch {
    // unreadable: start afresh
  }
  const fresh: CheckoutMemory = { idempotencyKey: newIdempotencyKey() };
  try {
    sessionStorage.setItem(memoryKey(entryKey), JSON.stringify(fresh));
  } catch {
    // storage full or blocked: this checkout simply is not remembered
  }
  return fresh;
}

/** Records that the checkout of `entryKey` placed `orderId`. */
export function rememberPlacedOrder(entryKey: string, orderId: string): void {
  try {
    sessionStorage.setItem(memoryKey(entryKey), JSON.stringify({ ...checkoutMemory(entryKey), orderId }));
  } catch {
    // see checkoutMemory
  }
}

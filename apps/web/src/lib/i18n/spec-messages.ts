import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CART_MESSAGES, WISHLIST_MESSAGES } from '@atelier/contracts';
import { i18n } from './i18n';

/*
 * The spec's messages that live in @atelier/contracts (shared with the server, English, quoted
 * exactly) and that the store shows itself, each with its translatable twin: the cart's and the
 * wishlist's here, the checkout's in checkout-messages.ts. The English of each
 * twin is the contract's text, letter for letter (spec-messages.test.ts checks it), so English is
 * unchanged; an error text the server sent is shown as the server wrote it.
 */
const SPEC_MESSAGES = new Map<string, MessageDescriptor>([
  [CART_MESSAGES.added, msg`Added to cart`],
  [CART_MESSAGES.removed, msg`Removed from cart`],
  [CART_MESSAGES.updateFailed, msg`Failed to update cart`],
  [CART_MESSAGES.removeFailed, msg`Failed to remove item`],
  [CART_MESSAGES.loadFailed, msg`Failed to load cart items`],
  [CART_MESSAGES.empty, msg`Your cart is empty`],
  [WISHLIST_MESSAGES.added, msg`Added to wishlist`],
  [WISHLIST_MESSAGES.removed, msg`Removed from wishlist`],
  [WISHLIST_MESSAGES.updateFailed, msg`Failed to update wishlist`],
  [WISHLIST_MESSAGES.empty, msg`Your wishlist is empty.`],
]);

/** The spec's message `text` in the active language; any other text (a server's reason) as it is. */
export function specText(text: string): string {
  const descriptor = SPEC_MESSAGES.get(text);
  if (descriptor) return i18n._(descriptor);
  // The missing-fields alert: the prefix, then the labels of the blank fields (contracts' missingFieldsMessage).
  const prefix = [...SPEC_MESSAGES.keys()].find((key) => key.endsWith(': ') && text.startsWith(key));
  if (prefix) return `${i18n._(SPEC_MESSAGES.get(prefix)!)}${text.slice(prefix.length).split(', ').map(specText).join(', ')}`;
  return text;
}

/**
 * Adds messages of another area (checkout-messages.ts): the checkout's constants live in the
 * contracts' orders module, which brings zod schemas with it, so only the checkout's lazy chunks
 * import them and the store's first load stays as it was.
 */
export function addSpecMessages(entries: ReadonlyArray<readonly [string, MessageDescriptor]>): void {
  for (const [text, descriptor] of entries) SPEC_MESSAGES.set(text, descriptor);
}

/** Every contract text that has a translation (for the test that keeps the English identical). */
export const specMessageTexts = (): string[] => [...SPEC_MESSAGES.keys()];

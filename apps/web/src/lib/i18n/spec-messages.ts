import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CART_MESSAGES, CHECKOUT_MESSAGES, CHECKOUT_REQUIRED_FIELDS, COUPON_MESSAGES, WISHLIST_MESSAGES } from '@atelier/contracts';
import { i18n } from './i18n';

/*
 * The spec's messages that live in @atelier/contracts (shared with the server, English, quoted
 * exactly) and that the store shows itself, each with its translatable twin. The English of each
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
  [CHECKOUT_MESSAGES.requiredFieldsPrefix, msg`Please fill in all required fields: `],
  [CHECKOUT_MESSAGES.completeFormFirst, msg`Please complete the payment information form first.`],
  [CHECKOUT_MESSAGES.cartEmpty, msg`Your cart is empty. Please add items first.`],
  [CHECKOUT_MESSAGES.selectCountry, msg`Please select a country`],
  [CHECKOUT_MESSAGES.popupBlocked, msg`Unable to open WhatsApp. Please ensure pop-ups are allowed.`],
  [CHECKOUT_MESSAGES.saveFailed, msg`We could not save your order. Nothing was sent. Please try again.`],
  [CHECKOUT_MESSAGES.created, msg`Order Created Successfully!`],
  [CHECKOUT_MESSAGES.sending, msg`SENDING TO WHATSAPP...`],
  [CHECKOUT_MESSAGES.noSavedAddress, msg`No saved address found on your account. Please enter your address.`],
  [CHECKOUT_MESSAGES.savedAddressFailed, msg`Failed to load your saved address. Please enter your address.`],
  [CHECKOUT_MESSAGES.orderNotFound, msg`Order not found`],
  [CHECKOUT_MESSAGES.priceChanged, msg`The price of your order has changed. Please check the new total, then press BUY DIRECT again.`],
  [COUPON_MESSAGES.invalid, msg`Invalid coupon`],
  [COUPON_MESSAGES.failed, msg`Failed to validate coupon`],
  [COUPON_MESSAGES.applied, msg`Coupon applied`],
  [CHECKOUT_REQUIRED_FIELDS.firstName, msg`First Name`],
  [CHECKOUT_REQUIRED_FIELDS.lastName, msg`Last Name`],
  [CHECKOUT_REQUIRED_FIELDS.email, msg`Email`],
  [CHECKOUT_REQUIRED_FIELDS.phone, msg`Phone`],
  [CHECKOUT_REQUIRED_FIELDS.address, msg`Street Address`],
  [CHECKOUT_REQUIRED_FIELDS.city, msg`City`],
  [CHECKOUT_REQUIRED_FIELDS.state, msg`State/Province`],
  [CHECKOUT_REQUIRED_FIELDS.country, msg`Country`],
  [CHECKOUT_REQUIRED_FIELDS.postalCode, msg`Postal Code`],
]);

/** The spec's message `text` in the active language; any other text (a server's reason) as it is. */
export function specText(text: string): string {
  const descriptor = SPEC_MESSAGES.get(text);
  if (descriptor) return i18n._(descriptor);
  // The missing-fields alert: the prefix, then the labels of the blank fields (contracts' missingFieldsMessage).
  const prefix = CHECKOUT_MESSAGES.requiredFieldsPrefix;
  if (text.startsWith(prefix)) return `${i18n._(SPEC_MESSAGES.get(prefix)!)}${text.slice(prefix.length).split(', ').map(specText).join(', ')}`;
  return text;
}

/** Every contract text that has a translation (for the test that keeps the English identical). */
export const specMessageTexts = (): string[] => [...SPEC_MESSAGES.keys()];

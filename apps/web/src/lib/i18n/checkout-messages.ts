import { msg } from '@lingui/core/macro';
import { CHECKOUT_MESSAGES, CHECKOUT_REQUIRED_FIELDS, COUPON_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from './spec-messages';

/** The checkout's spec messages (contracts' orders module) and their translatable twins; see spec-messages.ts. */
addSpecMessages([
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
  [CHECKOUT_MESSAGES.loginToViewOrder, msg`Please log in to view order details`],
  [CHECKOUT_MESSAGES.orderUnauthorized, msg`Unauthorized: Please log in again`],
  [CHECKOUT_MESSAGES.orderFetchFailed, msg`Failed to fetch order details`],
  [CHECKOUT_MESSAGES.orderLoadFailed, msg`Failed to load order details`],
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

export { specMessageTexts, specText } from './spec-messages';

import { ACCESS_MESSAGES, CUSTOMER_ADMIN_MESSAGES, STAFF_MESSAGES } from './accounts/admin.js';
import { BOOKING_ADMIN_MESSAGES, SERVICE_ADMIN_MESSAGES } from './bookings/admin.js';
import { CATALOG_ADMIN_MESSAGES, HERO_ADMIN_MESSAGES } from './catalog/admin.js';
import { CONTACT_ADMIN_MESSAGES } from './contact/admin.js';
import { CONTENT_ADMIN_MESSAGES } from './content/admin.js';
import { COUPON_ADMIN_MESSAGES } from './coupons.js';
import { ORDER_ADMIN_MESSAGES } from './orders/admin.js';
import { RATING_ADMIN_MESSAGES } from './ratings/admin.js';
import { RETURN_ADMIN_MESSAGES } from './returns/admin.js';

/**
 * The back office's texts under the names the API and the web import them by. Each area keeps its
 * own table beside its schemas (`<AREA>_ADMIN_MESSAGES` in the area's file, ACCESS_MESSAGES and
 * STAFF_MESSAGES in accounts/admin.ts); these only gather them, so a text is written once.
 */

/** The doors, orders and payments, and the staff page. */
export const ADMIN_MESSAGES = { ...ACCESS_MESSAGES, ...ORDER_ADMIN_MESSAGES, ...STAFF_MESSAGES } as const;

/** Bookings and closures, returns, messages and customers. */
export const DESK_MESSAGES = { ...BOOKING_ADMIN_MESSAGES, ...RETURN_ADMIN_MESSAGES, ...CONTACT_ADMIN_MESSAGES, ...CUSTOMER_ADMIN_MESSAGES } as const;

/** The content editor, hero slides, services and ratings. */
export const CONTENT_MESSAGES = {
  ...CONTENT_ADMIN_MESSAGES,
  ...HERO_ADMIN_MESSAGES,
  ...SERVICE_ADMIN_MESSAGES,
  ...RATING_ADMIN_MESSAGES,
} as const;

/** Catalog items (and the checkout's stock texts) and coupons. */
export const ADMIN_CATALOG_MESSAGES = { ...CATALOG_ADMIN_MESSAGES, ...COUPON_ADMIN_MESSAGES } as const;

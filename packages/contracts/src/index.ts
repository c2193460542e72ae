// Shared pieces: error codes, field helpers.
export * from './errors.js';
export * from './common.js';
// One entry per area, named as its API module (apps/api/src/modules/<area>) where it has one. An
// area the store and the back office share keeps the store's contracts in <area>/public.ts and the
// back office's in <area>/admin.ts: separate modules, so the store's bundle, which drops unused
// modules of this package (`sideEffects: false`), never carries the back office's schemas.
export * from './accounts/index.js';
export * from './audit.js';
export * from './bookings/index.js';
export * from './cart.js';
export * from './catalog/index.js';
export * from './chat.js';
export * from './contact/index.js';
export * from './content/index.js';
export * from './coupons.js';
export * from './dashboard.js';
export * from './backups.js';
export * from './faq.js';
export * from './newsletter/index.js';
export * from './orders/index.js';
export * from './payments/momo.js';
export * from './ratings/index.js';
export * from './returns/index.js';
export * from './web-pages.js';
// The back office's message tables under the names the apps import.
export * from './back-office-messages.js';
// Pure rules.
export * from './domain/money.js';
export * from './domain/coupon.js';
export * from './domain/pricing.js';
export * from './domain/phone.js';
export * from './domain/phone-number.js';
export * from './domain/order-status.js';
export * from './domain/whatsapp.js';
export * from './domain/mobile-money.js';
export * from './domain/kigali-time.js';
// Languages.
export * from './i18n/locale.js';
export * from './i18n/content.js';
export * from './i18n/format.js';
export * from './i18n/translate.js';
export * from './i18n/server-messages.js';

// Shared pieces: error codes, field helpers.
export * from './errors.js';
export * from './common.js';
// One entry per area, named as its API module (apps/api/src/modules/<area>) where it has one; an
// area with a folder keeps the store's contracts in public.ts and the back office's in admin.ts.
export * from './accounts/index.js';
export * from './audit.js';
export * from './bookings/index.js';
export * from './cart.js';
export * from './catalog/index.js';
export * from './chat.js';
export * from './contact.js';
export * from './content/index.js';
export * from './coupons.js';
export * from './dashboard.js';
export * from './faq.js';
export * from './newsletter.js';
export * from './orders/index.js';
export * from './ratings.js';
export * from './returns.js';
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
// Languages.
export * from './i18n/locale.js';
export * from './i18n/content.js';
export * from './i18n/format.js';
export * from './i18n/translate.js';
export * from './i18n/server-messages.js';

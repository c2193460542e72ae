import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { transactor, type Database } from './db/client.js';
import { createAiClient } from './lib/ai-client.js';
import { createImageStore, type ImageStore } from './lib/images.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { payLinks as createPayLinks } from './lib/pay-link.js';
import { openBackupBucket, openMediaStorage } from './lib/open-media-storage.js';
import { outboxRepository } from './lib/outbox.repository.js';
import { createReplyCache, type ReplyCache } from './lib/reply-cache.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { shareCacheClears } from './lib/cache-bus.js';
import { clearOnWrite } from './lib/clear-on-write.js';
import { createUploadLimiter, type UploadLimiter } from './lib/upload-limit.js';
import { ACCOUNT_MESSAGES, LOW_STOCK_LIST_LIMIT, type Locale } from '@atelier/contracts';
import { authPlugin } from './plugins/auth.js';
import { errorHandler, frameworkErrors } from './plugins/error-handler.js';
import { languagePlugin } from './plugins/language.js';
import { inputGuard } from './plugins/input-guard.js';
import { securityHeaders } from './plugins/security-headers.js';
import { webPlugin } from './plugins/web.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { accountsService } from './modules/accounts/accounts.service.js';
import { profileRoutes } from './modules/accounts/profile.routes.js';
import { profileService } from './modules/accounts/profile.service.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { cartService } from './modules/cart/cart.service.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { catalogService } from './modules/catalog/catalog.service.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { contentService } from './modules/content/content.service.js';
import { healthModule } from './modules/health/index.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { bookingsService } from './modules/bookings/bookings.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { contactService } from './modules/contact/contact.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { chatService } from './modules/chat/chat.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { payPageRoutes } from './modules/seo/pay-page.js';
import { seoService } from './modules/seo/seo.service.js';
import { pageShell } from './modules/seo/page-shell.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { newsletterService } from './modules/newsletter/newsletter.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { ordersService } from './modules/orders/orders.service.js';
import { payRoutes } from './modules/orders/pay.routes.js';
import { createMomoClient } from './modules/momo/momo-client.js';
import { momoRoutes } from './modules/momo/momo.routes.js';
import { momoService } from './modules/momo/momo.service.js';
import { bookingsAdminRoutes } from './modules/bookings/bookings.admin.routes.js';
import { bookingsAdminService } from './modules/bookings/bookings.admin.service.js';
import { returnsAdminRoutes } from './modules/returns/returns.admin.routes.js';
import { contactAdminRoutes } from './modules/contact/contact.admin.routes.js';
import { customersAdminRoutes } from './modules/accounts/customers.admin.routes.js';
import { customersAdminService } from './modules/accounts/customers.admin.service.js';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.js';
import { ordersAdminService } from './modules/orders/orders.admin.service.js';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.js';
import { auditService } from './modules/audit/audit.service.js';
import { backupAdminRoutes, backupLocalRoutes } from './modules/backup/backup.routes.js';
import { backupService, type BackupService } from './modules/backup/backup.service.js';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes.js';
import { adminScope } from './plugins/admin-scope.js';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin.routes.js';
import { catalogAdminService } from './modules/catalog/catalog.admin.service.js';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin.routes.js';
import { couponsAdminService } from './modules/coupons/coupons.admin.service.js';
import { contentAdminRoutes } from './modules/content/content.admin.routes.js';
import { staffAdminRoutes } from './modules/accounts/staff.admin.routes.js';
import { contentEditorAdminRoutes } from './modules/content/content-editor.admin.routes.js';
import { contentAdminService } from './modules/content/content.admin.service.js';
import { heroAdminRoutes } from './modules/catalog/hero.admin.routes.js';
import { heroAdminService } from './modules/catalog/hero.admin.service.js';
import { servicesAdminRoutes } from './modules/bookings/services.admin.routes.js';
import { servicesAdminService } from './modules/bookings/services.admin.service.js';
import { ratingsAdminRoutes } from './modules/ratings/ratings.admin.routes.js';
import { ratingsAdminService } from './modules/ratings/ratings.admin.service.js';
import { staffInviteRoutes } from './modules/accounts/staff.routes.js';
import { staffService } from './modules/accounts/staff.service.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { ratingsService } from './modules/ratings/ratings.service.js';
import { returnsRoutes } from './modules/returns/returns.routes.js';
import { returnsService } from './modules/returns/returns.service.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { wishlistService } from './modules/wishlist/wishlist.service.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP (SMTP_URL) or the outbox-and-log mailer. */
  mailer?: Mailer;
  /** Defaults to the storage the configuration names: the media folder under DATA_DIR, or S3_BUCKET. */
  images?: ImageStore;
  /** The clock; tests move it (booking windows). Defaults to the real time. */
  now?: () => Date;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write(line: string): void };
}

type Services = ReturnType<typeof createServices>;

/**
 * A request as the log writes it: Fastify's fields, with the value of a `key` or `token` query
 * parameter replaced by `[redacted]` (a pay link's key, docs/decisions/128, must never be in a log).
 */
function requestForLog(req: { method: string; url: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactQuery(req.url), host: req.host ?? req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** `url` with the values of its secret query parameters (`key`, `token`) replaced by `[redacted]`. */
export function redactQuery(url: string): string {
  return url.replace(/([?&](?:key|token)=)[^&#]*/gi, '$1[redacted]');
}

function createServices(deps: Required<Omit<AppDeps, 'logStream'>> & { log: FastifyBaseLogger; onPaid: () => void | Promise<void> }) {
  const db = deps.database.db;
  const transaction = transactor(db);
  const content = contentService({ db });
  const catalog = catalogService({ db });
  const accounts = accountsService({ db, transaction, mailer: deps.mailer, images: deps.images, config: deps.config, brand: content.brand, log: deps.log });
  const languageOf = accounts.languageOf;
  // The orders' pay links (docs/decisions/128): PAY_LINK_SECRET, else the server's own secret in the database.
  const payLinks = createPayLinks({ db, secret: deps.config.PAY_LINK_SECRET, publicUrl: deps.config.publicUrl });
  const orders = ordersService({ db, transaction, catalog, content, mailer: deps.mailer, config: deps.config, languageOf, payLinks });
  const audit = auditService({ db });
  const bookings = bookingsService({ db, transaction, content, mailer: deps.mailer, config: deps.config, now: deps.now, languageOf });
  const bookingsAdmin = bookingsAdminService({ db, transaction, bookings, content, mailer: deps.mailer, config: deps.config, now: deps.now, languageOf });
  const ordersAdmin = ordersAdminService({ db, transaction, content, mailer: deps.mailer, config: deps.config, audit, now: deps.now, languageOf, catalog, orders, payLinks });
  const returns = returnsService({ db, transaction, orders, ordersAdmin, content, mailer: deps.mailer, config: deps.config, languageOf });
  // MTN MoMo request-to-pay (docs/decisions/132): only with the subscription key, API user and API key.
  const c = deps.config;
  const momoClient =
    c.MOMO_SUBSCRIPTION_KEY && c.MOMO_API_USER && c.MOMO_API_KEY
      ? createMomoClient({ baseUrl: c.MOMO_API_URL, subscriptionKey: c.MOMO_SUBSCRIPTION_KEY, apiUser: c.MOMO_API_USER, apiKey: c.MOMO_API_KEY, targetEnvironment: c.MOMO_TARGET_ENVIRONMENT })
      : undefined;
  const momo = momoService({ db, transaction, config: c, client: momoClient, ordersAdmin, payLinks, log: deps.log, now: deps.now, onPaid: deps.onPaid });
  return {
    momo,
    bookingsAdmin,
    customersAdmin: customersAdminService({ db, transaction, bookings: bookingsAdmin, returns, now: deps.now }),
    audit,
    catalogAdmin: catalogAdminService({ db, transaction, images: deps.images }),
    couponsAdmin: couponsAdminService({ db, transaction }),
    staff: staffService({ db, transaction, mailer: deps.mailer, config: deps.config, brand: content.brand, now: deps.now }),
    ordersAdmin,
    content,
    contentAdmin: contentAdminService({ db, images: deps.images, content }),
    heroAdmin: heroAdminService({ db, images: deps.images }),
    servicesAdmin: servicesAdminService({ db, images: deps.images }),
    ratingsAdmin: ratingsAdminService({ db, now: deps.now }),
    catalog,
    accounts,
    profile: profileService({ db, transaction, images: deps.images, accounts }),
    cart: cartService({ db, catalog, orders }),
    wishlist: wishlistService({ db, catalog }),
    orders,
    ratings: ratingsService({ db, catalog }),
    returns,
    bookings,
    contact: contactService({ db, transaction, mailer: deps.mailer, content, config: deps.config, now: deps.now, languageOf }),
    newsletter: newsletterService({ db, mailer: deps.mailer, config: deps.config, brand: content.brand, languageOf }),
    seo: seoService({ catalog, content, publicUrl: deps.config.publicUrl }),
    chat: chatService({
      catalog,
      content,
      log: deps.log,
      ai: deps.config.GEMINI_API_KEY ? createAiClient({ apiKey: deps.config.GEMINI_API_KEY, model: deps.config.GEMINI_MODEL, baseUrl: deps.config.GEMINI_API_URL }) : undefined,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Backups taken by this process (docs/decisions/131-backups.md). */
    backup: BackupService;
    mailer: Mailer;
    /** Public replies (catalog, search, content); a writing route whose config says `publicCache: 'clear'` clears it (lib/clear-on-write.ts). */
    publicCache: ReplyCache;
    /** Where pictures are decoded and stored; its `decodes` counters show the decode queue. */
    images: ImageStore;
    /** Multipart uploads in flight per client. */
    uploads: UploadLimiter;
    /** Set `draining` when shutting down (serve.ts): readiness then answers 503 (docs/decisions/115). */
    lifecycle: Lifecycle;
  }
}

/** The instance's state as the load balancer's readiness check sees it. */
interface Lifecycle {
  draining: boolean;
}

/**
 * Builds the whole shop (API under /api, the built web app and /media) without listening, so tests
 * drive it with inject(). Closing the app waits for e-mails in flight.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : // A request is written by requestForLog alone, which leaves its headers out (so no cookie or
          // token can reach the log), once per request (OneLinePerRequest).
          { level: config.LOG_LEVEL, serializers: { req: requestForLog }, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route, so it sees them all: each writing route says in its config whether its
  // successful answer clears the public cache (`publicCache: 'clear' | 'keep'`, docs/decisions/102).
  clearOnWrite(app, () => app.publicCache);

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outbox: outboxRepository(database.db), log: app.log });
  // The S3 driver (and its SDK) is loaded only when S3_BUCKET is set (docs/decisions/114-media-storage.md).
  const images = deps.images ?? createImageStore(await openMediaStorage(config), { invalidMessage: ACCOUNT_MESSAGES.pictureNotImage, log: app.log });
  // A MoMo payment recorded outside a request clears the public cache as the back office's route does (artworks become sold).
  const services = createServices({ config, database, mailer, images, now: deps.now ?? (() => new Date()), log: app.log, onPaid: () => app.publicCache.clear() });
  app.decorate('services', services);
  // The backups' bucket, when BACKUP_S3_BUCKET is set (docs/decisions/131-backups.md); the daily backup (serve.ts) uses it too.
  const backupBucket = await openBackupBucket(config);
  const backup = backupService({ database, config, media: images.storage, now: deps.now, bucket: backupBucket });
  app.decorate('backup', backup);
  app.decorate('mailer', mailer);
  app.decorate('images', images);
  const uploads = createUploadLimiter({ perClient: 2 });
  app.decorate('uploads', uploads);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);

  await app.register(errorHandler);
  // Before compression: it reads and rewrites the plain JSON of replies (docs/decisions/109).
  await app.register(languagePlugin, { authenticator: services.accounts });
  await app.register(securityHeaders, { imageOrigins: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [] });
  await app.register(inputGuard);
  // Replies up to 64 KB (a page of the catalog is ~13 KB) are compressed in one synchronous call, with
  // a Content-Length. The plugin's default limit is 8 KB on 2 cores (less on more), above which each
  // reply got its own brotli stream: on a signed-in catalog page that cost ~0.5 ms of CPU against
  // ~0.1 ms for the one call (docs/decisions/061, bench/README.md). Brotli quality 4 stays: the stream, not
  // the quality, was the cost.
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 65_536, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } as never });
  // ioredis is loaded only when used (~9 MB resident).
  const redis = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself and reports each failed attempt; one line per outage is enough.
    let down = false;
    redis.on('error', (err: Error) => {
      if (!down) app.log.warn({ reason: err.message }, 'Redis unavailable; reconnecting');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis is back');
      down = false;
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.REDIS_PREFIX}-rl:`,
    // With Redis out of reach the limits fail open: the shop keeps selling rather than answer 500
    // (docs/decisions/070); /api/health reports Redis down meanwhile.
    skipOnError: true,
    // Thrown to the error handler, which answers { error, code } like every other error.
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error(`Too many attempts. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`), { statusCode: 429, code: 'RATE_LIMITED' }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atelier API', version: '1.0.0', description: 'Store, gallery, accounts, cart and orders of Atelier Kigali. Money in RWF.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { authenticator: services.accounts });

  const localCache = createReplyCache({ ttlMs: config.PUBLIC_CACHE_TTL_MS });
  // Several instances (docs/decisions/115): a write on one clears the cache of every one, through Redis.
  const sharedCache = redis && localCache.enabled ? shareCacheClears(localCache, { redis, channel: `${config.REDIS_PREFIX}:cache-clear`, log: app.log }) : undefined;
  if (sharedCache) app.addHook('onClose', () => sharedCache.close());
  const publicCache: ReplyCache = sharedCache ?? localCache;
  app.decorate('publicCache', publicCache);
  const adminRoutes: Array<{ method: string; url: string; role: 'staff' | 'admin' }> = [];
  app.decorate('adminRoutes', adminRoutes);
  const authRateLimit = { max: config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: 60_000 };
  await app.register(
    async (api) => {
      await api.register(healthModule, { database, redis, lifecycle });
      await api.register(backupLocalRoutes, { backup });
      await api.register(catalogRoutes, {
        catalog: services.catalog,
        cache: publicCache,
        sessions: services.accounts,
        viewerLists: async (userId) => {
          const [cart, wishlist] = await Promise.all([services.cart.itemIds(userId), services.wishlist.itemIds(userId)]);
          return { cart: new Set(cart), wishlist: new Set(wishlist) };
        },
      });
      await api.register(contentRoutes, { content: services.content, cache: publicCache });
      await api.register(accountsRoutes, { accounts: services.accounts, authRateLimit, uploads });
      await api.register(staffInviteRoutes, { staff: services.staff, rateLimit: authRateLimit });
      await api.register(cartRoutes, { cart: services.cart });
      await api.register(wishlistRoutes, { wishlist: services.wishlist });
      await api.register(profileRoutes, { profile: services.profile, uploads });
      await api.register(ordersRoutes, { orders: services.orders });
      await api.register(momoRoutes, { momo: services.momo, rateLimit: { max: config.PAY_LINK_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } });
      await api.register(payRoutes, { orders: services.orders, rateLimit: { max: config.PAY_LINK_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } });
      await api.register(ratingsRoutes, { ratings: services.ratings, cache: publicCache });
      await api.register(returnsRoutes, { returns: services.returns });
      await api.register(bookingsRoutes, { bookings: services.bookings, rateLimit: { max: config.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } });
      await api.register(contactRoutes, { contact: services.contact, rateLimit: { max: config.CONTACT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } });
      await api.register(chatRoutes, { chat: services.chat, rateLimit: { max: config.CHAT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } });
      await api.register(newsletterRoutes, { newsletter: services.newsletter, rateLimit: { max: config.SUBSCRIBE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } });
      // The back office (docs/decisions/100): each area's <area>.admin.routes.ts, role-checked by adminScope.
      await api.register(
        adminScope(adminRoutes, async (admin) => {
          await admin.register(dashboardAdminRoutes, {
            orders: services.ordersAdmin,
            desk: { bookingsToday: services.bookingsAdmin.todayCount, openReturns: services.returns.openCount, unreadMessages: services.contact.unreadCount },
            lowStock: async () => services.catalogAdmin.lowStock((await services.content.store()).low_stock_threshold, LOW_STOCK_LIST_LIMIT),
            now: deps.now ?? (() => new Date()),
          });
          await admin.register(ordersAdminRoutes, { orders: services.ordersAdmin });
          await admin.register(auditAdminRoutes, { audit: services.audit });
          await admin.register(backupAdminRoutes, { backup });
          await admin.register(catalogAdminRoutes, { catalog: services.catalogAdmin, uploads, now: deps.now ?? (() => new Date()) });
          await admin.register(couponsAdminRoutes, { coupons: services.couponsAdmin });
          await admin.register(contentAdminRoutes, { content: services.content });
          await admin.register(staffAdminRoutes, { staff: services.staff });
          // The desk (docs/decisions/103): bookings and closures, returns, messages, customers, subscribers.
          await admin.register(bookingsAdminRoutes, { bookings: services.bookingsAdmin, now: deps.now ?? (() => new Date()) });
          await admin.register(returnsAdminRoutes, { returns: services.returns });
          await admin.register(contactAdminRoutes, { contact: services.contact });
          await admin.register(customersAdminRoutes, { customers: services.customersAdmin, now: deps.now ?? (() => new Date()) });
          await admin.register(newsletterAdminRoutes, { newsletter: services.newsletter, now: deps.now ?? (() => new Date()) });
          // Content (docs/decisions/102): content, hero slides, services and ratings (owner only; their writes clear the public cache).
          await admin.register(contentEditorAdminRoutes, { contentAdmin: services.contentAdmin, uploads });
          await admin.register(heroAdminRoutes, { hero: services.heroAdmin });
          await admin.register(servicesAdminRoutes, { services: services.servicesAdmin });
          await admin.register(ratingsAdminRoutes, { ratings: services.ratingsAdmin });
        }),
      );
    },
    { prefix: '/api' },
  );
  // A page's first API answers, asked in process; as the visitor (`ip`) for an answer that is theirs alone.
  const injectGet = (url: string, locale: Locale, ip?: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': locale }, ...(ip ? { remoteAddress: ip } : {}) });
  const shell = pageShell({ webDir: config.WEB_DIST_DIR, inject: injectGet, publicUrl: config.publicUrl, cache: publicCache, warn: (message, err) => app.log.warn({ err }, message) });
  await app.register(seoRoutes, { seo: services.seo, webDir: config.WEB_DIST_DIR, cache: publicCache, shell });
  await app.register(payPageRoutes, { webDir: config.WEB_DIST_DIR, shell, inject: injectGet });
  await app.register(webPlugin, { webDir: config.WEB_DIST_DIR, media: images.storage, shell });

  app.addHook('onClose', async () => {
    await services.accounts.settled();
    await mailer.flush();
    mailer.close();
    if (!deps.images) images.storage.close();
    backupBucket?.close();
  });
  return app;
}

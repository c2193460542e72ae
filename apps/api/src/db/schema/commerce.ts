import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderChannel, OrderStatus, PaymentMethod, PaymentStatus } from '@atelier/contracts';
import { users } from './accounts.js';
import { catalogItems, catalogVariants } from './catalog.js';
import { timestamps } from './columns.js';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** The variant in the cart (docs/decisions/127); a line per variant. */
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] }), index('cart_items_item_idx').on(t.itemId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/**
 * Coupons (spec 02 §3 Coupon). `code` upper-case and unique. `value` is a percent for percentage
 * coupons and RWF for fixed ones, as the spec states them; limits in minor units. Optional window
 * and usage limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minAmountMinor: bigint('min_amount_minor', { mode: 'number' }),
    maxDiscountMinor: bigint('max_discount_minor', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** Orders one customer may place with it (not counting cancelled ones); null: no limit (docs/decisions/101). */
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/** The contracts' lists (domain/order-status.ts, admin.ts), spelled here so drizzle-kit needs no build. */
const ORDER_STATUSES = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[];
const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];
const PAYMENT_METHODS = ['momo_mtn', 'airtel_money', 'cash', 'bank_transfer'] as const satisfies readonly PaymentMethod[];
const ORDER_CHANNELS = ['web', 'whatsapp', 'instagram', 'phone', 'studio'] as const satisfies readonly OrderChannel[];

/**
 * Customers without an account (docs/decisions/128): someone staff entered an order for with a name
 * and a phone (E.164, unique: the same number is the same customer), an e-mail when given, and the
 * language of their messages. `userId` is set when an account with this phone or e-mail verifies its
 * e-mail; their orders are then linked to it.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** en, rw or fr: the pay-link message's and the e-mails' language; null is English. */
    language: text('language'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_phone_unique').on(t.phone), index('customers_email_idx').on(t.email), index('customers_user_idx').on(t.userId)],
);

/**
 * Orders snapshot the customer, the addresses and the money (minor units), so later catalog or
 * account changes never alter them. `userId` becomes null when an account is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** Derived from order_payments and order_refunds by derivePaymentStatus, written with them (docs/decisions/100). */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('whatsapp'),
    currency: text('currency').notNull().default('RWF'),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    couponCode: text('coupon_code'),
    /** The coupon used (docs/decisions/101: its usage and per-customer limit); null without one, or once it is deleted. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    shippingAddress2: text('shipping_address2'),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingCountry: text('shipping_country').notNull(),
    shippingPostalCode: text('shipping_postal_code').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingAddress2: text('billing_address2'),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state').notNull(),
    billingCountry: text('billing_country').notNull(),
    billingPostalCode: text('billing_postal_code').notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Sums of order_payments (not voided) and order_refunds, kept with them under the order's row lock (docs/decisions/100). */
    amountPaidMinor: bigint('amount_paid_minor', { mode: 'number' }).notNull().default(0),
    amountRefundedMinor: bigint('amount_refunded_minor', { mode: 'number' }).notNull().default(0),
    /** Where the order came from: the checkout (web) or an order staff entered (docs/decisions/128). */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    /** The customer record of an order entered for someone without an account (docs/decisions/128). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * The pay link's nonce (docs/decisions/128): the key is HMAC-SHA256(PAY_LINK_SECRET, id.nonce),
     * never stored; renewing the link draws a new nonce, so the old key stops working.
     */
    payKeyNonce: text('pay_key_nonce')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    /** The delivery note staff keep on the order (shown on the pay page), or null. */
    note: text('note'),
    /** What the back office's search matches (docs/decisions/100): number, name, e-mail and the phone's digits. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(order_number || ' ' || customer_first_name || ' ' || customer_last_name || ' ' || customer_email || ' ' || regexp_replace(customer_phone, '[^0-9]', '', 'g'))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_user_idempotency_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_coupon_user_idx').on(t.couponId, t.userId),
    index('orders_channel_created_idx').on(t.channel, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
    check('orders_channel_known', sql`${t.channel} in ('web', 'whatsapp', 'instagram', 'phone', 'studio')`),
  ],
);

/** What was bought, as it was when bought (DESIGN.md § Data). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    productName: text('product_name').notNull(),
    /** The variant bought (docs/decisions/127); null for lines older than variants or once it is deleted. */
    variantId: integer('variant_id').references(() => catalogVariants.id, { onDelete: 'set null' }),
    /** "42 / Red" in English as bought; "" for an item without options. */
    variantTitle: text('variant_title').notNull().default(''),
    sku: text('sku'),
    description: text('description').notNull().default(''),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /** Units this line took from its variant's stock (docs/decisions/101, 127); a cancellation gives exactly these back (trigger). */
    stockTaken: integer('stock_taken').notNull().default(0),
    material: text('material'),
    size: text('size'),
    washable: boolean('washable').notNull().default(true),
    image: text('image'),
    ...timestamps,
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_item_idx').on(t.itemId), index('order_items_variant_idx').on(t.variantId)],
);

/** One rating per customer and item (spec 02 §5: whole numbers 1 to 5). */
export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Hidden by the owner (docs/decisions/102): it then leaves the item's average and count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('ratings_item_idx').on(t.itemId), check('ratings_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** Return requests (spec 02 §3). `userId` becomes null when the account is deleted. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** contracts RETURN_STATUSES; moves only by RETURN_TRANSITIONS (docs/decisions/103). */
    status: text('status', { enum: ['requested', 'approved', 'declined', 'received', 'refunded', 'exchanged'] })
      .notNull()
      .default('requested'),
    /** The shop's latest message to the customer (required when declined; docs/decisions/103). */
    message: text('message'),
    ...timestamps,
  },
  (t) => [index('return_requests_user_idx').on(t.userId, t.createdAt), index('return_requests_order_idx').on(t.orderId), index('return_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * Payments received for an order (docs/decisions/100), in minor units. Never deleted: a wrong one is
 * voided with a reason. A mobile-money reference names one payment: unique among live ones.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Trimmed and upper-cased, so the same transaction id typed twice is recognised. */
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    ...timestamps,
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    index('order_payments_paid_at_idx').on(t.paidAt),
    uniqueIndex('order_payments_mobile_reference_unique')
      .on(t.method, t.reference)
      .where(sql`voided_at is null and reference is not null and method in ('momo_mtn', 'airtel_money')`),
    check('order_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Money given back (owner only, docs/decisions/100), in minor units; never more than was paid. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reference: text('reference'),
    reason: text('reason').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The return request this refund settles (a return moved to `refunded`, docs/decisions/105); at most one refund each. */
    returnId: uuid('return_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.createdAt), uniqueIndex('order_refunds_return_unique').on(t.returnId), check('order_refunds_amount_positive', sql`${t.amountMinor} > 0`)],
);

/** Internal notes on an order: staff only, never shown to the customer (docs/decisions/100). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

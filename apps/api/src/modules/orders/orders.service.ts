import {
  ADMIN_CATALOG_MESSAGES,
  DEFAULT_LOCALE,
  CHECKOUT_MESSAGES,
  COUPON_MESSAGES,
  ORDER_CANCEL_WINDOW_MS,
  canTransition,
  formatRwf,
  fromMinor,
  momoPayTelLink,
  type PaymentInstructions,
  orderMessage,
  paymentSummary,
  priceLines,
  titleWithVariant,
  toMinor,
  whatsappUrl,
  type CouponData,
  type Locale,
  type CreateOrderInput,
  type Order,
  type OrderQuote,
  type PayInvoice,
  type ValidateCouponResponse,
  PAY_LINK_MESSAGES,
  isPaid,
  maskedMtnNumber,
  mtnRwandaNumber,
  NO_PAYMENT_METHOD,
} from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import { newOrderTeamMail, orderConfirmationMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PayLinks } from '../../lib/pay-link.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { itemTexts, localVariantTitle } from '../catalog/item-texts.js';
import type { ContentService, StoreSettings } from '../content/content.service.js';
import { auditRepository } from '../audit/audit.repository.js';
import { ordersRepository, type CouponRow, type OrderRow, type OrderWithItems } from './orders.repository.js';
import { assertArtworksFree, catalogItemValues, checkCatalogLines, insertNumberedOrder, priceCatalogLines, takeStock, type CatalogLine } from './take-lines.js';

export interface OrdersDeps {
  db: Db;
  transaction: RunInTransaction;
  catalog: CatalogService;
  content: ContentService;
  mailer: Mailer;
  config: Config;
  /** The customer's e-mail language (docs/decisions/109); English when not given. */
  languageOf?: LanguageOf;
  /** The orders' pay links (docs/decisions/128), in every order e-mail. */
  payLinks: PayLinks;
}

/** The shop's mobile-money numbers, for the customer's "how to pay". */
export type PaySettings = Pick<StoreSettings, 'momo_merchant_code' | 'airtel_money_number'>;

/** How to pay what is due on an order: null when nothing is due or no method is set. */
function howToPay(o: Pick<OrderRow, 'orderNumber' | 'status' | 'totalMinor' | 'amountPaidMinor'>, pay: PaySettings | undefined): PaymentInstructions | null {
  const due = o.status === 'cancelled' ? 0 : Math.max(0, fromMinor(o.totalMinor - o.amountPaidMinor));
  if (due <= 0 || !pay || (!pay.momo_merchant_code && !pay.airtel_money_number)) return null;
  return {
    amount_due: due,
    reference: o.orderNumber,
    momo_merchant_code: pay.momo_merchant_code ?? null,
    momo_dial: pay.momo_merchant_code ? momoPayTelLink(pay.momo_merchant_code, due) : null,
    airtel_money_number: pay.airtel_money_number ?? null,
  };
}

/**
 * A stored order as the wire shows it (spec 02 §3 Order (server)); amounts in RWF. `pay` (the
 * store's mobile-money settings) fills `how_to_pay`.
 */
/** The order's phone masked for the pay page when MTN MoMo can charge it, else null (docs/decisions/132). */
function momoHint(phone: string): string | null {
  const mtn = mtnRwandaNumber(phone);
  return mtn ? maskedMtnNumber(mtn) : null;
}

function toOrder(o: OrderWithItems, pay?: PaySettings): Order {
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status,
    payment_status: o.paymentStatus,
    // An entered order's is none, also for those stored before it was written so (docs/decisions/130, 2026-11-29).
    payment_method: o.channel === 'web' ? o.paymentMethod : NO_PAYMENT_METHOD,
    payment_methods: o.paymentMethods,
    currency: o.currency,
    subtotal: fromMinor(o.subtotalMinor),
    discount: fromMinor(o.discountMinor),
    coupon_code: o.couponCode,
    shipping: fromMinor(o.shippingMinor),
    total: fromMinor(o.totalMinor),
    amount_paid: fromMinor(o.amountPaidMinor),
    amount_due: o.status === 'cancelled' ? 0 : Math.max(0, fromMinor(o.totalMinor - o.amountPaidMinor)),
    how_to_pay: howToPay(o, pay),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    customer_first_name: o.customerFirstName,
    customer_last_name: o.customerLastName,
    customer_email: o.customerEmail,
    customer_phone: o.customerPhone,
    shipping_address: o.shippingAddress,
    shipping_address2: o.shippingAddress2,
    shipping_city: o.shippingCity,
    shipping_state: o.shippingState,
    shipping_country: o.shippingCountry,
    shipping_postal_code: o.shippingPostalCode,
    billing_address: o.billingAddress,
    billing_address2: o.billingAddress2,
    billing_city: o.billingCity,
    billing_state: o.billingState,
    billing_country: o.billingCountry,
    billing_postal_code: o.billingPostalCode,
    order_items: o.items.map((i) => ({
      id: i.id,
      product_id: i.itemId,
      kind: i.kind,
      product_name: i.productName,
      variant_id: i.variantId,
      variant_title: i.variantTitle,
      sku: i.sku,
      description: i.description,
      quantity: i.quantity,
      unit_price: fromMinor(i.unitPriceMinor),
      price: fromMinor(i.unitPriceMinor),
      line_total: fromMinor(i.lineTotalMinor),
      material: i.material,
      size: i.size,
      washable: i.washable,
      image: i.image,
    })),
  };
}

function toCouponData(c: CouponRow): CouponData {
  return {
    code: c.code,
    type: c.type,
    value: c.value,
    minAmount: c.minAmountMinor === null ? null : fromMinor(c.minAmountMinor),
    maxDiscount: c.maxDiscountMinor === null ? null : fromMinor(c.maxDiscountMinor),
  };
}

type CouponCheck = { ok: true; coupon: CouponRow } | { ok: false; message: string };

/** A line priced now (take-lines.ts) with its total, in minor units. */
type PricedLine = CatalogLine & { lineTotalMinor: number };
/** An order priced now: its lines and totals in minor units, and the coupon that applies. */
interface PricedOrder {
  lines: PricedLine[];
  subtotalMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  coupon: CouponRow | undefined;
}

/**
 * What `p` costs, as POST /api/orders/quote answers it: each line's item and variant named as the
 * item's page names them in `locale` (docs/decisions/112), so the checkout reads as the cart did,
 * English where a text has no translation. The order itself still saves the English names.
 */
function toQuote(p: PricedOrder, locale: Locale): OrderQuote {
  return {
    lines: p.lines.map((l) => ({
      productId: l.id,
      variantId: l.variant.id,
      variantTitle: localVariantTitle(l.options, l.variant.optionValues, locale),
      kind: l.kind,
      title: itemTexts(l, locale).title,
      frontimage: l.variant.image,
      quantity: l.quantity,
      unitPrice: fromMinor(l.priceMinor),
      lineTotal: fromMinor(l.lineTotalMinor),
    })),
    itemCount: p.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: fromMinor(p.subtotalMinor),
    shipping: fromMinor(p.shippingMinor),
    discount: fromMinor(p.discountMinor),
    couponCode: p.coupon?.code ?? null,
    total: fromMinor(p.totalMinor),
    currency: 'RWF',
  };
}

/** Checkout, coupons and orders (spec 02 §5 Coupon, §7 orders calls). The server prices everything. */
export function ordersService(deps: OrdersDeps) {
  const repo = ordersRepository(deps.db);

  /**
   * Whether a coupon may be used now (spec 02 §5 Coupon, docs/decisions/101): it exists and is on, its dates hold, it
   * has uses left, and — for a known customer (`userId`) — that customer has not reached its
   * per-customer limit. The order's transaction checks the same again under the coupon's row lock.
   */
  async function checkCoupon(code: string, userId?: string, now = new Date(), r = repo): Promise<CouponCheck> {
    const c = await r.findCoupon(code.trim());
    if (!c || !c.active) return { ok: false, message: COUPON_MESSAGES.invalid };
    if (c.startsAt && c.startsAt > now) return { ok: false, message: ADMIN_CATALOG_MESSAGES.couponNotStarted };
    if (c.expiresAt && c.expiresAt <= now) return { ok: false, message: COUPON_MESSAGES.expired };
    if (c.usageLimit !== null && c.timesUsed >= c.usageLimit) return { ok: false, message: COUPON_MESSAGES.usedUp };
    if (userId && c.perCustomerLimit !== null && (await r.customerCouponUses(c.id, userId)) >= c.perCustomerLimit) {
      return { ok: false, message: ADMIN_CATALOG_MESSAGES.couponPerCustomerUsed(c.perCustomerLimit) };
    }
    return { ok: true, coupon: c };
  }

  /** The store's mobile-money settings, for `how_to_pay`. */
  const pay = async (): Promise<PaySettings> => deps.content.store();

  /** The wa.me link with the order message in the customer's language (spec 02 §7). */
  async function whatsappLink(o: OrderWithItems, locale: Locale): Promise<string> {
    const store = await deps.content.store();
    const text = orderMessage(
      {
        orderNumber: o.orderNumber,
        customer: { firstName: o.customerFirstName, lastName: o.customerLastName, email: o.customerEmail, phone: o.customerPhone },
        address: { address: o.shippingAddress, address2: o.shippingAddress2, city: o.shippingCity, state: o.shippingState, country: o.shippingCountry, postalCode: o.shippingPostalCode },
        items: o.items.map((i) => ({ name: titleWithVariant(i.productName, i.variantTitle), quantity: i.quantity, lineTotal: fromMinor(i.lineTotalMinor) })),
        subtotal: fromMinor(o.subtotalMinor),
        discount: fromMinor(o.discountMinor),
        couponCode: o.couponCode,
        total: fromMinor(o.totalMinor),
      },
      locale,
    );
    return whatsappUrl(store.whatsapp_number, text);
  }

  /**
   * Prices an order as it would be saved now: the one place that turns ids, quantities and a coupon
   * code into lines and totals (docs/decisions/090), for both the quote and the order. A cart order must be
   * the customer's server cart: an emptied (e.g. already ordered) cart is CONFLICT 'Your cart is
   * empty. Please add items first.', a line no longer in it CONFLICT cartChanged. Throws BAD_REQUEST
   * for unavailable items, an artwork quantity above 1 or a coupon that does not apply, CONFLICT for
   * an artwork another order holds.
   */
  async function price(userId: string, input: CreateOrderInput): Promise<PricedOrder> {
    const lines = await priceCatalogLines(deps.catalog, input.cartData.items);
    if (input.fromCart) {
      const inCart = await repo.cartLines(userId);
      if (inCart.length === 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.cartEmpty);
      const variants = new Set(inCart.map((l) => l.variantId));
      if (lines.some((l) => !variants.has(l.variant.id))) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.cartChanged);
    }
    await checkCatalogLines(repo, lines);

    let coupon: CouponRow | undefined;
    const code = input.coupon?.code?.trim();
    if (code) {
      const check = await checkCoupon(code, userId);
      if (!check.ok) throw new AppError('BAD_REQUEST', check.message);
      coupon = check.coupon;
    }
    const p = priceLines(
      lines.map((l) => ({ unitPriceMinor: l.priceMinor, quantity: l.quantity })),
      coupon ? toCouponData(coupon) : null,
    );
    if (p.coupon && !p.coupon.applies) throw new AppError('BAD_REQUEST', `This coupon needs an order of at least ${formatRwf(fromMinor(p.coupon.minAmountMinor))}`);
    return {
      lines: lines.map((l, i) => ({ ...l, lineTotalMinor: p.lineTotalsMinor[i]! })),
      subtotalMinor: p.subtotalMinor,
      shippingMinor: p.shippingMinor,
      discountMinor: p.discountMinor,
      totalMinor: p.totalMinor,
      coupon,
    };
  }

  /**
   * The order confirmation to the order's customer address, built from the stored order in the
   * customer's language, with the pay link (docs/decisions/128); `fallback` is the language when no
   * account has the address (an entered order's customer record). Nothing without an address.
   */
  async function mailConfirmation(o: OrderWithItems, fallback?: Locale): Promise<void> {
    if (!o.customerEmail) return;
    const store = await deps.content.store();
    const locale = await (deps.languageOf ?? fallbackLanguage)({ userId: o.userId, email: o.customerEmail, fallback });
    const mail = orderConfirmationMail({
      locale,
      brand: await deps.content.brand(),
      publicUrl: deps.config.publicUrl,
      orderNumber: o.orderNumber,
      customerName: `${o.customerFirstName} ${o.customerLastName}`.trim(),
      items: o.items.map((i) => ({ name: titleWithVariant(i.productName, i.variantTitle), quantity: i.quantity, unitPrice: fromMinor(i.unitPriceMinor), lineTotal: fromMinor(i.lineTotalMinor) })),
      subtotal: fromMinor(o.subtotalMinor),
      discount: fromMinor(o.discountMinor),
      couponCode: o.couponCode,
      shipping: fromMinor(o.shippingMinor),
      total: fromMinor(o.totalMinor),
      address: [o.shippingAddress, o.shippingAddress2, o.shippingCity, o.shippingState, o.shippingPostalCode, o.shippingCountry].filter(Boolean).join(', '),
      phone: o.customerPhone,
      whatsappNumber: store.whatsapp_number,
      payUrl: await deps.payLinks.urlOf(o, locale),
      howToPay: ((h) => (h ? { amountDue: h.amount_due, reference: h.reference, momoMerchantCode: h.momo_merchant_code, momoDial: h.momo_dial, airtelMoneyNumber: h.airtel_money_number } : null))(
        howToPay(o, store),
      ),
    });
    await deps.mailer.send({ to: o.customerEmail, kind: 'order_confirmation', ...mail });
  }

  return {
    /**
     * POST /api/coupons/validate: the coupon's terms, or success false with the reason (not an error);
     * with the signed-in customer's `userId`, their per-customer limit counts too.
     */
    async validateCoupon(code: string, userId?: string): Promise<ValidateCouponResponse> {
      const check = await checkCoupon(code, userId);
      return check.ok ? { success: true, message: COUPON_MESSAGES.applied, data: toCouponData(check.coupon) } : { success: false, message: check.message };
    },

    /**
     * POST /api/orders/quote (docs/decisions/090): what this order body would cost now, priced by the same
     * code as `create`, with no side effects (no order, no coupon use, the cart untouched), its lines
     * named in `locale`. Throws as `create` does for the same body.
     */
    async quote(userId: string, input: CreateOrderInput, locale: Locale = DEFAULT_LOCALE): Promise<OrderQuote> {
      return toQuote(await price(userId, input), locale);
    },

    /**
     * Creates an order from ids and quantities (spec 02 §7 POST /api/orders): prices every line from
     * the catalog, applies the coupon by code, and writes order, lines and coupon use in one
     * transaction. The same `idempotencyKey` from the same customer returns the first order
     * (created false), before any other check. A cart order (fromCart) takes its lines out of the
     * customer's cart in that transaction, so one cart is ordered once whatever the key (docs/decisions/090).
     * Throws BAD_REQUEST for unavailable items or a coupon that does not apply; CONFLICT when the
     * coupon's last use was just taken, for an emptied or changed cart, and when `expectedTotal` is
     * not the server's total (then with `quote`, the new prices, in the reply).
     */
    async create(userId: string, input: CreateOrderInput, idempotencyKey?: string, locale: Locale = DEFAULT_LOCALE): Promise<{ order: Order; whatsappUrl: string; created: boolean }> {
      if (idempotencyKey) {
        const existing = await repo.findByIdempotencyKey(userId, idempotencyKey);
        if (existing) return { order: toOrder(existing, await pay()), whatsappUrl: await whatsappLink(existing, locale), created: false };
      }

      let priced: PricedOrder;
      try {
        priced = await price(userId, input);
      } catch (error) {
        // The same key may have just won (and emptied the cart, or taken the artwork): that order is the answer.
        const raced = error instanceof AppError && error.code === 'CONFLICT' && idempotencyKey ? await repo.findByIdempotencyKey(userId, idempotencyKey) : undefined;
        if (raced) return { order: toOrder(raced, await pay()), whatsappUrl: await whatsappLink(raced, locale), created: false };
        throw error;
      }
      const { lines, subtotalMinor, discountMinor, totalMinor, coupon } = priced;
      if (input.expectedTotal !== undefined && toMinor(input.expectedTotal) !== totalMinor) {
        throw new AppError('CONFLICT', CHECKOUT_MESSAGES.priceChanged, { extra: { quote: toQuote(priced, locale) } });
      }
      const artworkIds = lines.filter((l) => l.kind === 'artwork').map((l) => l.id);

      const f = input.formData;
      const address = { address: f.address, address2: f.address2 || null, city: f.city, state: f.state, country: f.country, postalCode: f.postalCode };
      const order = await deps.transaction(async (tx) => {
        const r = ordersRepository(tx);
        // One-of-a-kind artworks: lock them, then make sure no live order holds them (docs/decisions/008).
        await r.lockItems(artworkIds);
        if (artworkIds.length && idempotencyKey) {
          // The same key may have won the lock a moment ago: that order is the answer, not a 409.
          const raced = await r.findByIdempotencyKey(userId, idempotencyKey);
          if (raced) return { row: raced, created: false };
        }
        await assertArtworksFree(r, artworkIds);
        // Taking the lines out of the cart claims them: a second cart order (another tab, another key)
        // waits on these rows and then finds them gone.
        if (
          input.fromCart &&
          (await r.removeFromCart(
            userId,
            lines.map((l) => l.variant.id),
          )) < lines.length
        ) {
          const raced = idempotencyKey ? await r.findByIdempotencyKey(userId, idempotencyKey) : undefined;
          if (raced) return { row: raced, created: false };
          throw new AppError('CONFLICT', CHECKOUT_MESSAGES.cartEmpty);
        }
        if (coupon) {
          // The UPDATE locks the coupon's row until this order commits: a second order with it waits
          // here, then counts this one against the per-customer limit (docs/decisions/101).
          if (!(await r.takeCouponUse(coupon.id))) {
            const again = await checkCoupon(coupon.code, userId, new Date(), r);
            throw new AppError('CONFLICT', again.ok ? COUPON_MESSAGES.usedUp : again.message);
          }
          if (coupon.perCustomerLimit !== null && (await r.customerCouponUses(coupon.id, userId)) >= coupon.perCustomerLimit) {
            throw new AppError('CONFLICT', ADMIN_CATALOG_MESSAGES.couponPerCustomerUsed(coupon.perCustomerLimit));
          }
        }
        // Counted variants take their units now; the last unit goes to one order only (docs/decisions/101, 127).
        await takeStock(r, lines);
        const inserted = await insertNumberedOrder(
          r,
          {
            userId,
            idempotencyKey: idempotencyKey ?? null,
            paymentMethod: input.paymentMethod,
            // Derived like every payment status (DESIGN.md § Back office): an order that costs nothing is paid.
            paymentStatus: paymentSummary(totalMinor, [], []).payment_status,
            paidAt: totalMinor <= 0 ? new Date() : null,
            subtotalMinor,
            discountMinor,
            shippingMinor: priced.shippingMinor,
            totalMinor,
            couponCode: coupon?.code ?? null,
            couponId: coupon?.id ?? null,
            customerFirstName: f.firstName,
            customerLastName: f.lastName,
            customerEmail: f.email.toLowerCase(),
            customerPhone: f.phone,
            shippingAddress: address.address,
            shippingAddress2: address.address2,
            shippingCity: address.city,
            shippingState: address.state,
            shippingCountry: address.country,
            shippingPostalCode: address.postalCode,
            billingAddress: address.address,
            billingAddress2: address.address2,
            billingCity: address.city,
            billingState: address.state,
            billingCountry: address.country,
            billingPostalCode: address.postalCode,
          },
          async () => (idempotencyKey ? r.findByIdempotencyKey(userId, idempotencyKey) : undefined),
        );
        if ('raced' in inserted) return { row: inserted.raced, created: false };
        await r.insertItems(lines.map((l) => catalogItemValues(inserted.row.id, l, l.lineTotalMinor)));
        const saved = await r.findOwned(userId, inserted.row.id);
        return { row: saved!, created: true };
      });
      if (order.created) {
        // The sales team hears of each new order, with a link to it in the back office (docs/decisions/100).
        const store = await deps.content.store();
        if (store.sales_email) {
          const o = order.row;
          const mail = newOrderTeamMail({
            brand: await deps.content.brand(),
            publicUrl: deps.config.publicUrl,
            orderNumber: o.orderNumber,
            orderId: o.id,
            customerName: `${o.customerFirstName} ${o.customerLastName}`,
            phone: o.customerPhone,
            total: fromMinor(o.totalMinor),
          });
          await deps.mailer.send({ to: store.sales_email, kind: 'order_team', ...mail });
        }
      }
      return { order: toOrder(order.row, await pay()), whatsappUrl: await whatsappLink(order.row, locale), created: order.created };
    },

    /**
     * Cancels one of the customer's orders while it is pending and under 24 hours old (spec 01 §9, the
     * FAQ's promise); its artworks become available again and its coupon use is given back.
     * Throws NOT_FOUND for others' orders, CONFLICT otherwise.
     */
    async cancel(user: { id: string; name: string; email: string }, orderId: string): Promise<Order> {
      const userId = user.id;
      const o = await repo.findOwned(userId, orderId);
      if (!o) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
      const inTime = Date.now() - o.createdAt.getTime() <= ORDER_CANCEL_WINDOW_MS;
      if (!inTime || !canTransition(o.status, 'cancelled') || o.status !== 'pending') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.cannotCancel);
      await deps.transaction(async (tx) => {
        const r = ordersRepository(tx);
        if (!(await r.cancel(o.id))) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.cannotCancel);
        if (o.couponCode) await r.returnCouponUse(o.couponCode);
        await auditRepository(tx).record({
          actor: user,
          action: 'order.cancelled',
          entity: 'order',
          entityId: o.id,
          before: { status: o.status },
          after: { status: 'cancelled' },
          reason: 'Cancelled by the customer',
        });
      });
      return toOrder((await repo.findOwned(userId, orderId))!, await pay());
    },

    /** The order confirmation with the pay link, to the order's address (an entered order's, docs/decisions/128); nothing without one. */
    mailConfirmation,

    /**
     * GET /api/pay/{orderNumber}?key= (no sign-in; docs/decisions/128): the invoice of the order the
     * link names, for whoever holds it. NOT_FOUND 'Order not found' for an unknown number, a missing
     * or wrong key alike; the key is checked in constant time, and an unknown number spends the same
     * HMAC, so the answer tells nothing.
     */
    async payInvoice(orderNumber: string, key: string | undefined): Promise<PayInvoice> {
      const o = await repo.findByNumber(orderNumber);
      const ok = await deps.payLinks.matches(o ?? { id: '00000000-0000-0000-0000-000000000000', payKeyNonce: 'none' }, key ?? '');
      if (!o || !ok) throw notFound(PAY_LINK_MESSAGES.orderNotFound);
      const [store, contact, brand] = await Promise.all([deps.content.store(), deps.content.contact(), deps.content.brand()]);
      const due = o.status === 'cancelled' ? 0 : Math.max(0, fromMinor(o.totalMinor - o.amountPaidMinor));
      return {
        order_number: o.orderNumber,
        channel: o.channel,
        status: o.status,
        payment_status: o.paymentStatus,
        paid: isPaid(o.paymentStatus),
        currency: o.currency,
        created_at: o.createdAt.toISOString(),
        customer_first_name: o.customerFirstName,
        lines: o.items.map((i) => ({
          title: i.productName,
          variant_title: i.variantTitle,
          kind: i.kind,
          quantity: i.quantity,
          unit_price: fromMinor(i.unitPriceMinor),
          line_total: fromMinor(i.lineTotalMinor),
          image: i.image,
        })),
        subtotal: fromMinor(o.subtotalMinor),
        discount: fromMinor(o.discountMinor),
        shipping: fromMinor(o.shippingMinor),
        total: fromMinor(o.totalMinor),
        amount_paid: fromMinor(o.amountPaidMinor),
        amount_due: due,
        momo_phone_hint: momoHint(o.customerPhone),
        payment_methods: o.paymentMethods,
        how_to_pay: howToPay(o, store),
        note: o.note,
        shop: { name: brand, email: contact.email, phone: contact.phone, whatsapp: contact.whatsapp || store.whatsapp_number || null, address: contact.address },
      };
    },

    /** Which of these items live orders hold: 'reserved', or 'sold' once paid (docs/decisions/030). */
    heldItems: (itemIds: number[]) => repo.heldItems(itemIds),

    /**
     * One of the customer's orders (spec 02 §7 GET /api/orders/{id}), by its id or its number
     * (`ATL-XXXXXX`). NOT_FOUND for others' orders and unknown ones alike.
     */
    async get(userId: string, orderId: string): Promise<Order> {
      const o = await repo.findOwned(userId, orderId);
      if (!o) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
      return toOrder(o, await pay());
    },

    /** The customer's orders, newest first, paged. */
    async list(userId: string, page: number, limit: number): Promise<{ orders: Order[]; total: number }> {
      const { orders, total } = await repo.listOwned(userId, limit, (page - 1) * limit);
      const settings = await pay();
      return { orders: orders.map((o) => toOrder(o, settings)), total };
    },

    /**
     * E-mails the order confirmation to the order's own customer address, built from the stored
     * order (spec 02 §7 send-confirmation-email). Sent once; a repeat answers alreadySent.
     */
    async sendConfirmation(userId: string, orderId: string): Promise<{ alreadySent: boolean }> {
      const o = await repo.findOwned(userId, orderId);
      if (!o) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
      if (!(await repo.claimConfirmation(o.id))) return { alreadySent: true };
      await mailConfirmation(o);
      return { alreadySent: false };
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;

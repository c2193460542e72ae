import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ADMIN_MESSAGES,
  CUSTOMER_ADMIN_MESSAGES,
  ORDER_CHANNELS,
  MOBILE_MONEY_METHODS,
  ORDERS_CSV_COLUMNS,
  ORDER_TRANSITIONS,
  PAYMENT_METHOD_LABELS,
  canTransition,
  customerWhatsappUrl,
  formatRwf,
  fromMinor,
  isUuid,
  kigaliRange,
  kigaliTodayAndWeek,
  paymentSummary,
  priceLines,
  can,
  isLocale,
  titleWithVariant,
  toE164,
  toMinor,
  totalAfterDiscount,
  transitionRefused,
  whatsappUrl,
  type Actor,
  type AdminOrderCreateInput,
  type AdminOrderLine,
  type AdminOrderPatchInput,
  type AdminCustomerRecord,
  type AdminDashboard,
  type AdminOrder,
  type AdminOrderCustomerMatch,
  type AdminOrderListFilters,
  type AdminOrderRow,
  type AdminStatusBody,
  type PaymentMethod,
  NO_PAYMENT_METHOD,
} from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import type { Locale } from '@atelier/contracts';
import { orderCancelledMail, payLinkMail, payLinkWhatsappText, paymentReceivedMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { newPayKeyNonce, type PayLinks } from '../../lib/pay-link.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { customersRepository } from './customers.repository.js';
import type { OrdersService } from './orders.service.js';
import { assertArtworksFree, catalogItemValues, checkCatalogLines, insertNumberedOrder, priceCatalogLines, takeStock, type CatalogLine } from './take-lines.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentService } from '../content/content.service.js';
import { ordersAdminRepository, type AdminListRow, type OrderFilters } from './orders.admin.repository.js';
import { ordersRepository, type OrderRow, type OrderWithItems } from './orders.repository.js';

export interface OrdersAdminDeps {
  db: Db;
  transaction: RunInTransaction;
  content: ContentService;
  mailer: Mailer;
  config: Config;
  audit: AuditService;
  now?: () => Date;
  /** The customer's e-mail language (docs/decisions/109); English when not given. */
  languageOf?: LanguageOf;
  /** Prices the catalog lines of entered and edited orders (docs/decisions/128). */
  catalog: CatalogService;
  /** The web orders' service: its order confirmation goes out for entered orders too. */
  orders: Pick<OrdersService, 'mailConfirmation'>;
  /** The orders' pay links (docs/decisions/128). */
  payLinks: PayLinks;
}

type PaymentInput = { method: PaymentMethod; amount: number; reference?: string; paid_at?: string };

/** The audit log's name for orders. */
const ORDER_ENTITY = 'order';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const actorOrNull = (a: { id: string | null; name: string | null; email: string | null } | null): Actor | null => (a && a.id ? { id: a.id, name: a.name ?? '', email: a.email ?? '' } : null);

/** Who recorded a payment MTN MoMo confirmed (docs/decisions/132). */
const MOMO_RECORDER: Actor = { id: null, name: 'MTN MoMo', email: '' };

/** What the audit log keeps of an order: its state, not its customer data. */
function orderState(o: Pick<OrderRow, 'status' | 'paymentStatus' | 'amountPaidMinor' | 'amountRefundedMinor'>) {
  return { status: o.status, payment_status: o.paymentStatus, amount_paid: fromMinor(o.amountPaidMinor), amount_refunded: fromMinor(o.amountRefundedMinor) };
}

function toRow(r: AdminListRow, payUrl: string): AdminOrderRow {
  return {
    id: r.id,
    order_number: r.orderNumber,
    customer_name: `${r.firstName} ${r.lastName}`.trim(),
    customer_email: r.email,
    customer_phone: r.phone,
    total: fromMinor(r.totalMinor),
    amount_paid: fromMinor(r.paidMinor),
    amount_due: r.status === 'cancelled' ? 0 : Math.max(0, fromMinor(r.totalMinor - r.paidMinor)),
    status: r.status,
    payment_status: r.paymentStatus,
    created_at: r.createdAt.toISOString(),
    item_count: r.itemCount,
    channel: r.channel,
    pay_url: payUrl,
  };
}

type ListFilters = Pick<AdminOrderListFilters, 'q' | 'status' | 'payment_status' | 'from' | 'to' | 'channel'>;
function filtersOf(q: ListFilters): OrderFilters {
  const { from, to } = kigaliRange(q.from, q.to);
  return { q: q.q || undefined, status: q.status, paymentStatus: q.payment_status, from, to, channel: q.channel };
}

/** A custom line of an entered or edited order: the owner's title and unit price, minor units; it takes no stock. */
interface CustomLine {
  title: string;
  priceMinor: number;
  quantity: number;
}

/** An entered order's lines priced now (docs/decisions/128): catalog lines at the catalog's price, custom lines at the owner's. */
interface EntryLines {
  catalog: CatalogLine[];
  custom: CustomLine[];
}

/** What the audit log keeps of an order's lines: title, variant, quantity and unit price in RWF. */
function linesState(lines: Array<{ title: string; variant: string; quantity: number; unitPriceMinor: number }>) {
  return lines.map((l) => ({ title: l.title, variant: l.variant, quantity: l.quantity, unit_price: fromMinor(l.unitPriceMinor) }));
}
const storedLinesState = (o: OrderWithItems) => linesState(o.items.map((i) => ({ title: i.productName, variant: i.variantTitle, quantity: i.quantity, unitPriceMinor: i.unitPriceMinor })));
const entryLinesState = (l: EntryLines) =>
  linesState([
    ...l.catalog.map((c) => ({ title: c.title, variant: c.variant.title, quantity: c.quantity, unitPriceMinor: c.priceMinor })),
    ...l.custom.map((c) => ({ title: c.title, variant: '', quantity: c.quantity, unitPriceMinor: c.priceMinor })),
  ]);

/** "Aline Uwase" → first name Aline, last name Uwase; one word is a first name. */
function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

const BLANK_ADDRESS = { address: '', address2: null, city: '', state: '', country: '', postal_code: '' };
/** An address of the wire as the order's shipping and billing columns. */
function addressColumns(a: { address: string; address2: string | null; city: string; state: string; country: string; postal_code: string }) {
  return {
    shippingAddress: a.address,
    shippingAddress2: a.address2,
    shippingCity: a.city,
    shippingState: a.state,
    shippingCountry: a.country,
    shippingPostalCode: a.postal_code,
    billingAddress: a.address,
    billingAddress2: a.address2,
    billingCity: a.city,
    billingState: a.state,
    billingCountry: a.country,
    billingPostalCode: a.postal_code,
  };
}

/** A refund to record (RWF); `returnId` when it settles a return request (docs/decisions/105). */
export interface RefundInput {
  amount: number;
  method: PaymentMethod;
  reference?: string;
  reason: string;
  returnId?: string;
}

/** A mobile-money reference as stored: trimmed, spaces removed, upper-cased (so a retyped one matches). */
function normalizeReference(method: PaymentMethod, reference: string | undefined): string | null {
  if (!reference) return null;
  return MOBILE_MONEY_METHODS.includes(method) ? reference.replace(/\s+/g, '').toUpperCase() : reference.trim();
}

/**
 * The back office's order rules (docs/decisions/100): list and search, detail, notes, status moves,
 * payments, voids, refunds, the CSV export and the dashboard's order figures. Every write locks the
 * order row, changes it, and appends to the audit log in one transaction; payment status and sums
 * are derived again from the records under that lock, so two staff recording at once never
 * double-count.
 */
export function ordersAdminService(deps: OrdersAdminDeps) {
  const repo = ordersAdminRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Locks the order (404 for ids that name nothing). */
  async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
    if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.orderNotFound);
    const row = await ordersAdminRepository(tx).lock(id);
    if (!row) throw notFound(ADMIN_MESSAGES.orderNotFound);
    return row;
  }

  /**
   * The language of an order's customer (docs/decisions/109, 128): the account's (by id, else by the
   * order's address), else the customer record's, else English.
   */
  async function localeOf(o: Pick<OrderRow, 'userId' | 'customerEmail' | 'customerId'>): Promise<Locale> {
    const recorded = o.customerId ? await repo.customerLanguage(o.customerId) : undefined;
    return (deps.languageOf ?? fallbackLanguage)({ userId: o.userId, email: o.customerEmail || null, fallback: isLocale(recorded) ? recorded : undefined });
  }

  /** What is still due on an order, minor units: nothing once cancelled. */
  const dueMinorOf = (o: Pick<OrderRow, 'status' | 'totalMinor' | 'amountPaidMinor'>) => (o.status === 'cancelled' ? 0 : Math.max(0, o.totalMinor - o.amountPaidMinor));

  /** The invoice the pay-link mail and message list: lines with their variant, total and balance due (RWF), the link in `locale`. */
  async function payLinkInput(o: OrderWithItems, locale: Locale) {
    return {
      orderNumber: o.orderNumber,
      customerName: o.customerFirstName,
      items: o.items.map((i) => ({ name: titleWithVariant(i.productName, i.variantTitle), quantity: i.quantity, lineTotal: fromMinor(i.lineTotalMinor) })),
      total: fromMinor(o.totalMinor),
      amountDue: fromMinor(dueMinorOf(o)),
      payUrl: await deps.payLinks.urlOf(o, locale),
      locale,
    };
  }

  /** Derives the money of a locked order from its records and stores it; returns before and after. */
  async function rederive(tx: Tx, o: OrderRow) {
    const r = ordersAdminRepository(tx);
    const { paidMinor, refundedMinor, lastPaidAt } = await r.sums(o.id);
    const summary = paymentSummary(o.totalMinor, [{ amount: paidMinor }], refundedMinor ? [{ amount: refundedMinor }] : []);
    const paidAt = summary.payment_status === 'paid' || summary.payment_status === 'partially_refunded' ? (o.paidAt ?? lastPaidAt ?? now()) : null;
    await r.updateMoney(o.id, { paidMinor, refundedMinor, paymentStatus: summary.payment_status, paidAt });
    return { ...o, amountPaidMinor: paidMinor, amountRefundedMinor: refundedMinor, paymentStatus: summary.payment_status, paidAt };
  }

  async function get(id: string): Promise<AdminOrder> {
    if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.orderNotFound);
    const [o] = await ordersRepository(deps.db).findManyWithItems([id]);
    if (!o) throw notFound(ADMIN_MESSAGES.orderNotFound);
    const [payments, refunds, notes, timeline, locale, momo] = await Promise.all([
      repo.payments(id),
      repo.refunds(id),
      repo.notes(id),
      deps.audit.forEntity(ORDER_ENTITY, id),
      localeOf(o),
      repo.momoAttempts(id),
    ]);
    // A payment MTN MoMo recorded by itself (docs/decisions/132) has no staff account: MTN MoMo recorded it.
    const byMomo = new Set(momo.map((a) => a.paymentId).filter(Boolean));
    const phone = toE164(o.customerPhone);
    const address = (p: 'shipping' | 'billing') => ({
      address: o[`${p}Address`],
      address2: o[`${p}Address2`],
      city: o[`${p}City`],
      state: o[`${p}State`],
      country: o[`${p}Country`],
      postal_code: o[`${p}PostalCode`],
    });
    return {
      id: o.id,
      order_number: o.orderNumber,
      status: o.status,
      payment_status: o.paymentStatus,
      allowed_transitions: [...ORDER_TRANSITIONS[o.status]],
      currency: o.currency,
      subtotal: fromMinor(o.subtotalMinor),
      discount: fromMinor(o.discountMinor),
      shipping: fromMinor(o.shippingMinor),
      total: fromMinor(o.totalMinor),
      amount_paid: fromMinor(o.amountPaidMinor),
      amount_refunded: fromMinor(o.amountRefundedMinor),
      amount_due: o.status === 'cancelled' ? 0 : Math.max(0, fromMinor(o.totalMinor - o.amountPaidMinor)),
      coupon: o.couponCode ? { code: o.couponCode } : null,
      customer: {
        user_id: o.userId,
        customer_id: o.customerId,
        first_name: o.customerFirstName,
        last_name: o.customerLastName,
        name: `${o.customerFirstName} ${o.customerLastName}`.trim(),
        email: o.customerEmail,
        phone: o.customerPhone,
      },
      shipping_address: address('shipping'),
      billing_address: address('billing'),
      lines: o.items.map((i) => ({
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
      payments: payments.map((p) => ({
        id: p.id,
        method: p.method,
        amount: fromMinor(p.amountMinor),
        reference: p.reference,
        paid_at: p.paidAt.toISOString(),
        recorded_at: p.createdAt.toISOString(),
        recorded_by: actorOrNull(p.recorder) ?? (byMomo.has(p.id) ? MOMO_RECORDER : null),
        voided_at: iso(p.voidedAt),
        voided_by: actorOrNull(p.voider),
        void_reason: p.voidReason,
      })),
      momo_attempts: momo.map((a) => ({
        id: a.id,
        amount: fromMinor(a.amountMinor),
        currency: a.currency,
        phone: a.phone,
        status: a.status,
        reason: a.reason,
        reference: a.reference,
        financial_transaction_id: a.financialTransactionId,
        payment_id: a.paymentId,
        created_at: a.createdAt.toISOString(),
        updated_at: a.updatedAt.toISOString(),
        finished_at: iso(a.finishedAt),
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        return_id: r.returnId,
        amount: fromMinor(r.amountMinor),
        method: r.method,
        reference: r.reference,
        reason: r.reason,
        recorded_at: r.createdAt.toISOString(),
        recorded_by: actorOrNull(r.recorder),
      })),
      notes: notes.map((n) => ({ id: n.id, text: n.text, created_at: n.createdAt.toISOString(), author: actorOrNull(n.author) })),
      timeline,
      whatsapp_url: customerWhatsappUrl({
        phone: o.customerPhone,
        firstName: o.customerFirstName,
        orderNumber: o.orderNumber,
        status: o.status,
        amountDue: o.status === 'cancelled' ? 0 : Math.max(0, fromMinor(o.totalMinor - o.amountPaidMinor)),
      }),
      channel: o.channel,
      note: o.note,
      lines_editable: payments.length === 0 && o.amountPaidMinor === 0 && o.status !== 'cancelled' && o.status !== 'completed',
      pay_url: await deps.payLinks.urlOf(o),
      pay_link_whatsapp_url: phone ? whatsappUrl(phone, payLinkWhatsappText(await payLinkInput(o, locale))) : null,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
      cancelled_at: iso(o.cancelledAt),
      paid_at: iso(o.paidAt),
    };
  }

  /**
   * A refund of order `id` under its lock: never more than was paid and not yet refunded
   * (CONFLICT), money derived again, audited. `returnId` ties it to the return it settles.
   */
  async function recordRefund(tx: Tx, actor: Actor, id: string, body: RefundInput): Promise<string> {
    const o = await lockOrder(tx, id);
    const refundable = o.amountPaidMinor - o.amountRefundedMinor;
    const amountMinor = toMinor(body.amount);
    if (amountMinor > refundable) {
      throw new AppError('CONFLICT', refundable <= 0 ? 'Nothing was paid on this order that could be refunded' : `At most ${formatRwf(fromMinor(refundable))} can be refunded on this order`);
    }
    const refund = await ordersAdminRepository(tx).insertRefund({
      orderId: o.id,
      method: body.method,
      amountMinor,
      reference: body.reference?.trim() || null,
      reason: body.reason,
      recordedBy: actor.id,
      returnId: body.returnId ?? null,
    });
    const after = await rederive(tx, o);
    await auditRepository(tx).record({
      actor,
      action: 'order.refund_recorded',
      entity: ORDER_ENTITY,
      entityId: o.id,
      before: orderState(o),
      after: { ...orderState(after), refund: { id: refund.id, method: body.method, amount: body.amount, reference: refund.reference, return_id: refund.returnId } },
      reason: body.reason,
    });
    return refund.id;
  }

  /** E-mails go after the commit; a mail that fails is in the outbox and never undoes the change. */
  /** Nothing goes to an order without an address (an entered order's phone-only customer, docs/decisions/128). Every mail carries the pay link. */
  async function mailCustomer(o: OrderRow, build: (brand: string, locale: Locale, payUrl: string) => { subject: string; html: string; text: string }, kind: string) {
    if (!o.customerEmail) return;
    const locale = await localeOf(o);
    await deps.mailer.send({ to: o.customerEmail, kind, ...build(await deps.content.brand(), locale, await deps.payLinks.urlOf(o, locale)) });
  }

  /** Prices an entered or edited order's lines now: catalog lines from the catalog (take-lines.ts), custom lines at the owner's price. */
  async function priceEntry(lines: AdminOrderLine[]): Promise<EntryLines> {
    const catalog = await priceCatalogLines(
      deps.catalog,
      lines.flatMap((l) => (l.kind === 'catalog' ? [l] : [])),
    );
    const custom = lines.flatMap((l) => (l.kind === 'custom' ? [{ title: l.title, priceMinor: toMinor(l.price), quantity: l.quantity }] : []));
    return { catalog, custom };
  }

  /**
   * An order's money from its lines and discount (minor units): subtotal, shipping as every order's,
   * total = subtotal − discount + shipping. BAD_REQUEST discountTooLarge when the discount is above the subtotal.
   */
  function money(lines: EntryLines, discountMinor: number) {
    const p = priceLines([...lines.catalog.map((l) => ({ unitPriceMinor: l.priceMinor, quantity: l.quantity })), ...lines.custom.map((l) => ({ unitPriceMinor: l.priceMinor, quantity: l.quantity }))]);
    if (discountMinor > p.subtotalMinor) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.discountTooLarge);
    const totalMinor = totalAfterDiscount(p.subtotalMinor + p.shippingMinor, discountMinor);
    return { lineTotalsMinor: p.lineTotalsMinor, subtotalMinor: p.subtotalMinor, shippingMinor: p.shippingMinor, discountMinor, totalMinor };
  }

  /** Takes an entered or edited order's lines in its transaction, exactly as a web order (take-lines.ts), and stores them. */
  async function takeAndStore(tx: Tx, orderId: string, lines: EntryLines, lineTotalsMinor: number[]): Promise<void> {
    const r = ordersRepository(tx);
    // One-of-a-kind artworks: lock them, then make sure no live order holds them (docs/decisions/008).
    const artworkIds = lines.catalog.filter((l) => l.kind === 'artwork').map((l) => l.id);
    await r.lockItems(artworkIds);
    await assertArtworksFree(r, artworkIds);
    await takeStock(r, lines.catalog);
    const items = [
      ...lines.catalog.map((l, i) => catalogItemValues(orderId, l, lineTotalsMinor[i]!)),
      ...lines.custom.map((l, i) => ({
        orderId,
        itemId: null,
        kind: 'custom',
        productName: l.title,
        variantId: null,
        variantTitle: '',
        sku: null,
        description: '',
        unitPriceMinor: l.priceMinor,
        quantity: l.quantity,
        lineTotalMinor: lineTotalsMinor[lines.catalog.length + i]!,
        stockTaken: 0,
        image: null,
      })),
    ];
    if (items.length) await r.insertItems(items);
  }

  /** Who an entered order is for, before its transaction: an account or a customer record by id (404 otherwise), or a new customer. */
  async function resolveCustomer(c: AdminOrderCreateInput['customer']) {
    if (c.kind === 'new') return c;
    const customers = customersRepository(deps.db);
    const user = c.table !== 'customer' && isUuid(c.id) ? await customers.findUser(c.id) : undefined;
    if (user) return { kind: 'user' as const, user };
    const record = c.table !== 'user' && isUuid(c.id) ? await customers.findById(c.id) : undefined;
    if (record) return { kind: 'record' as const, record };
    throw notFound(CUSTOMER_ADMIN_MESSAGES.customerNotFound);
  }

  /** After the commit: the invoice by e-mail when the order has an address (an edit's "updated invoice"). */
  async function mailInvoice(id: string, updated: boolean) {
    const [o] = await ordersRepository(deps.db).findManyWithItems([id]);
    if (!o?.customerEmail) return;
    const locale = await localeOf(o);
    if (!updated) {
      // The same confirmation a web order's customer gets, once (docs/decisions/128).
      if (await ordersRepository(deps.db).claimConfirmation(o.id)) await deps.orders.mailConfirmation(o, locale);
      return;
    }
    const mail = payLinkMail({ brand: await deps.content.brand(), publicUrl: deps.config.publicUrl, updated: true, ...(await payLinkInput(o, locale)) });
    await deps.mailer.send({ to: o.customerEmail, kind: 'order_updated', ...mail });
  }

  return {
    /**
     * GET /api/admin/orders: a page of orders matching the filters, sorted, with the total count.
     * Search (`q`) uses the trigram index on orders.search_text.
     */
    async list(q: AdminOrderListFilters): Promise<{ orders: AdminOrderRow[]; total: number }> {
      const { rows, total } = await repo.list(filtersOf(q), q.sort, q.limit, (q.page - 1) * q.limit);
      return { orders: await Promise.all(rows.map(async (r) => toRow(r, await deps.payLinks.urlOf(r)))), total };
    },

    /** GET /api/admin/orders/{id}; NOT_FOUND for unknown ids. */
    get,

    /**
     * GET /api/admin/order-customers (staff; docs/decisions/133): who an entered order can be for,
     * matching a name, an e-mail or a phone number in any usual spelling: customer accounts and the
     * customer records no account holds yet, each person once, at most `limit`, the best first.
     */
    async findCustomers(q: { q: string; limit: number }): Promise<AdminOrderCustomerMatch[]> {
      const rows = await customersRepository(deps.db).searchForOrder(q.q, q.limit);
      return rows.map((r) => ({ kind: r.kind, id: r.id, name: r.name, phone: r.phone || null, email: r.email || null, orders: r.orders }));
    },

    /**
     * GET /api/admin/customer-records/{id} (staff; docs/decisions/133): a customer without an account
     * and their orders, newest first; amounts in RWF. NOT_FOUND "Customer not found" for an unknown id.
     */
    async customerRecord(id: string): Promise<AdminCustomerRecord> {
      const records = customersRepository(deps.db);
      const record = isUuid(id) ? await records.findById(id) : undefined;
      if (!record) throw notFound(CUSTOMER_ADMIN_MESSAGES.customerNotFound);
      const list = await records.ordersOf(record.id);
      return {
        id: record.id,
        name: record.name,
        phone: record.phone,
        email: record.email,
        language: record.language,
        user_id: record.userId,
        created_at: record.createdAt.toISOString(),
        orders: list.map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          status: o.status,
          payment_status: o.paymentStatus,
          channel: o.channel,
          total: fromMinor(o.totalMinor),
          created_at: o.createdAt.toISOString(),
        })),
      };
    },

    /**
     * POST /api/admin/orders (staff; docs/decisions/128): an order taken on WhatsApp, Instagram, the
     * phone or in the studio, for an account, a customer record, or a new phone-only customer (made,
     * or found by phone, in the order's transaction). Catalog lines at the catalog's price, custom
     * lines at the owner's; stock and artworks taken exactly as a web order's, in one transaction with
     * the order, its number and its audit entry. `role` below the owner: FORBIDDEN pricesOwnerOnly for
     * a custom line or a discount. The customer gets the order confirmation with the pay link when the
     * order has an address.
     */
    async create(actor: Actor, role: string, body: AdminOrderCreateInput): Promise<AdminOrder> {
      if (!can(role, 'orders.prices') && (body.lines.some((l) => l.kind === 'custom') || (body.discount ?? 0) > 0)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.pricesOwnerOnly);
      const who = await resolveCustomer(body.customer);
      const lines = await priceEntry(body.lines);
      await checkCatalogLines(ordersRepository(deps.db), lines.catalog);
      const m = money(lines, toMinor(body.discount ?? 0));
      const address = body.shipping_address ?? BLANK_ADDRESS;
      const id = await deps.transaction(async (tx) => {
        let customer: { userId: string | null; customerId: string | null; name: string; email: string; phone: string };
        if (who.kind === 'user') customer = { userId: who.user.id, customerId: null, name: who.user.name, email: who.user.email, phone: who.user.phone };
        else if (who.kind === 'record') customer = { userId: who.record.userId, customerId: who.record.id, name: who.record.name, email: who.record.email ?? '', phone: who.record.phone };
        else {
          // One record per phone: a number already known is that customer (race-safe upsert).
          const record = await customersRepository(tx).upsertByPhone({ name: who.name, phone: who.phone, email: who.email, language: who.language, createdBy: actor.id });
          customer = { userId: record.userId, customerId: record.id, name: who.name, email: who.email ?? record.email ?? '', phone: who.phone };
        }
        const name = splitName(customer.name);
        const inserted = await insertNumberedOrder(ordersRepository(tx), {
          userId: customer.userId,
          customerId: customer.customerId,
          channel: body.channel,
          // How it is paid is not known before a payment (docs/decisions/130, 2026-11-29): not the checkout's 'whatsapp'.
          paymentMethod: NO_PAYMENT_METHOD,
          // Derived like every payment status (DESIGN.md § Back office): an order that costs nothing is paid.
          paymentStatus: paymentSummary(m.totalMinor, [], []).payment_status,
          paidAt: m.totalMinor <= 0 ? now() : null,
          subtotalMinor: m.subtotalMinor,
          discountMinor: m.discountMinor,
          shippingMinor: m.shippingMinor,
          totalMinor: m.totalMinor,
          customerFirstName: name.first,
          customerLastName: name.last,
          customerEmail: customer.email.toLowerCase(),
          customerPhone: customer.phone,
          note: body.note,
          ...addressColumns(address),
        });
        if (!('row' in inserted)) throw new Error('an entered order has no idempotency key to race on');
        const o = inserted.row;
        await takeAndStore(tx, o.id, lines, m.lineTotalsMinor);
        await auditRepository(tx).record({
          actor,
          action: 'order.created',
          entity: ORDER_ENTITY,
          entityId: o.id,
          after: {
            order_number: o.orderNumber,
            channel: body.channel,
            customer: { user_id: customer.userId, customer_id: customer.customerId },
            lines: entryLinesState(lines),
            discount: fromMinor(m.discountMinor),
            total: fromMinor(m.totalMinor),
          },
        });
        return o.id;
      });
      await mailInvoice(id, false);
      return get(id);
    },

    /**
     * PATCH /api/admin/orders/{id} (staff; docs/decisions/128): lines, discount, address and note.
     * Lines and discount only while no payment was ever recorded and the order is open (CONFLICT
     * linesLocked / linesClosed); staff keep custom lines at their stored title and price and the
     * discount as it is (FORBIDDEN pricesOwnerOnly otherwise). New lines give the old ones' stock back
     * and take theirs, in the order's lock; a coupon's discount is worked out again from its terms, any
     * other discount is kept (at most the new subtotal). One audit entry with before and after; the
     * customer gets the updated invoice by e-mail when lines or the discount changed.
     */
    async patch(actor: Actor, role: string, id: string, body: AdminOrderPatchInput): Promise<AdminOrder> {
      const ownerPrices = can(role, 'orders.prices');
      const touchesMoney = body.lines !== undefined || body.discount !== undefined;
      const lines = body.lines ? await priceEntry(body.lines) : undefined;
      const changedMoney = await deps.transaction(async (tx) => {
        const o = await lockOrder(tx, id);
        const r = ordersAdminRepository(tx);
        const [current] = await ordersRepository(tx).findManyWithItems([o.id]);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const changes: Partial<typeof o> = {};
        if (touchesMoney) {
          if (o.amountPaidMinor > 0 || (await r.hasPayments(o.id))) throw new AppError('CONFLICT', ADMIN_MESSAGES.linesLocked);
          if (o.status === 'cancelled' || o.status === 'completed') throw new AppError('CONFLICT', ADMIN_MESSAGES.linesClosed);
          if (!ownerPrices) {
            const newDiscount = body.discount !== undefined && toMinor(body.discount) !== o.discountMinor;
            const priced = (l: CustomLine) => current!.items.some((i) => i.kind === 'custom' && i.productName === l.title && i.unitPriceMinor === l.priceMinor);
            if (newDiscount || (lines && !lines.custom.every(priced))) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.pricesOwnerOnly);
          }
          const priceOf: EntryLines = lines ?? {
            catalog: [],
            custom: current!.items.map((i) => ({ title: i.productName, priceMinor: i.unitPriceMinor, quantity: i.quantity })),
          };
          let discountMinor = o.discountMinor;
          if (body.discount !== undefined) discountMinor = toMinor(body.discount);
          else if (lines) {
            // A coupon's discount follows its terms on the new lines; any other stays, at most the new subtotal.
            const subtotal = money(lines, 0).subtotalMinor;
            const coupon = o.couponCode ? await ordersRepository(tx).findCoupon(o.couponCode) : undefined;
            discountMinor = coupon
              ? priceLines([{ unitPriceMinor: subtotal, quantity: 1 }], {
                  type: coupon.type,
                  value: coupon.value,
                  minAmount: coupon.minAmountMinor === null ? null : fromMinor(coupon.minAmountMinor),
                  maxDiscount: coupon.maxDiscountMinor === null ? null : fromMinor(coupon.maxDiscountMinor),
                }).discountMinor
              : Math.min(o.discountMinor, subtotal);
          }
          const m = money(priceOf, discountMinor);
          if (lines) {
            // The order's own artworks and units count as free for its new lines.
            const held = new Set(current!.items.filter((i) => i.kind === 'artwork' && i.itemId !== null).map((i) => i.itemId!));
            const released = new Map<number, number>();
            for (const i of current!.items) if (i.variantId !== null && i.stockTaken > 0) released.set(i.variantId, (released.get(i.variantId) ?? 0) + i.stockTaken);
            await checkCatalogLines(ordersRepository(tx), lines.catalog, { heldByThisOrder: held, released });
            await r.releaseLines(o.id);
            await takeAndStore(tx, o.id, lines, m.lineTotalsMinor);
            before.lines = storedLinesState(current!);
            after.lines = entryLinesState(lines);
          }
          if (m.discountMinor !== o.discountMinor || m.totalMinor !== o.totalMinor) {
            Object.assign(before, { discount: fromMinor(o.discountMinor), total: fromMinor(o.totalMinor) });
            Object.assign(after, { discount: fromMinor(m.discountMinor), total: fromMinor(m.totalMinor) });
          }
          Object.assign(changes, {
            subtotalMinor: m.subtotalMinor,
            discountMinor: m.discountMinor,
            shippingMinor: m.shippingMinor,
            totalMinor: m.totalMinor,
            paymentStatus: paymentSummary(m.totalMinor, [], []).payment_status,
            paidAt: m.totalMinor <= 0 ? (o.paidAt ?? now()) : null,
          });
        }
        if (body.shipping_address) {
          const next = addressColumns({ ...BLANK_ADDRESS, ...body.shipping_address });
          before.shipping_address = [o.shippingAddress, o.shippingAddress2, o.shippingCity, o.shippingState, o.shippingPostalCode, o.shippingCountry].filter(Boolean).join(', ');
          after.shipping_address = [next.shippingAddress, next.shippingAddress2, next.shippingCity, next.shippingState, next.shippingPostalCode, next.shippingCountry].filter(Boolean).join(', ');
          Object.assign(changes, next);
        }
        if (body.note !== undefined) {
          before.note = o.note;
          after.note = body.note;
          changes.note = body.note;
        }
        await r.updateOrder(o.id, { ...changes, updatedAt: now() });
        await auditRepository(tx).record({ actor, action: 'order.edited', entity: ORDER_ENTITY, entityId: o.id, before, after });
        return touchesMoney;
      });
      if (changedMoney) await mailInvoice(id, true);
      return get(id);
    },

    /** POST /api/admin/orders/{id}/pay-link (staff): a new key; the old link stops working at once (docs/decisions/128). Audited. */
    async renewPayLink(actor: Actor, id: string): Promise<AdminOrder> {
      await deps.transaction(async (tx) => {
        const o = await lockOrder(tx, id);
        await ordersAdminRepository(tx).updateOrder(o.id, { payKeyNonce: newPayKeyNonce() });
        await auditRepository(tx).record({ actor, action: 'order.pay_link_renewed', entity: ORDER_ENTITY, entityId: o.id });
      });
      return get(id);
    },

    /**
     * POST /api/admin/orders/{id}/pay-link/email (staff): the pay link by e-mail to the order's
     * address, in the customer's language (docs/decisions/128); BAD_REQUEST noEmailForPayLink without one.
     */
    async emailPayLink(actor: Actor, id: string): Promise<AdminOrder> {
      if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.orderNotFound);
      const [o] = await ordersRepository(deps.db).findManyWithItems([id]);
      if (!o) throw notFound(ADMIN_MESSAGES.orderNotFound);
      if (!o.customerEmail) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.noEmailForPayLink);
      const locale = await localeOf(o);
      const mail = payLinkMail({ brand: await deps.content.brand(), publicUrl: deps.config.publicUrl, ...(await payLinkInput(o, locale)) });
      await deps.mailer.send({ to: o.customerEmail, kind: 'order_pay_link', ...mail });
      await auditRepository(deps.db).record({ actor, action: 'order.pay_link_sent', entity: ORDER_ENTITY, entityId: o.id, after: { by: 'email', to: o.customerEmail } });
      return get(id);
    },

    /** POST /api/admin/orders/{id}/notes: an internal note, audited. */
    async addNote(actor: Actor, id: string, text: string): Promise<AdminOrder> {
      await deps.transaction(async (tx) => {
        const o = await lockOrder(tx, id);
        const note = await ordersAdminRepository(tx).insertNote({ orderId: o.id, authorId: actor.id, text });
        await auditRepository(tx).record({ actor, action: 'order.note_added', entity: ORDER_ENTITY, entityId: o.id, after: { note_id: note.id, text } });
      });
      return get(id);
    },

    /**
     * POST /api/admin/orders/{id}/status: moves by ORDER_TRANSITIONS (CONFLICT otherwise). Cancelling
     * (reason required by the contract) frees the order's artworks (held items count only live
     * orders), gives its coupon use back and e-mails the customer.
     */
    async setStatus(actor: Actor, id: string, body: AdminStatusBody): Promise<AdminOrder> {
      const o = await deps.transaction(async (tx) => {
        const o = await lockOrder(tx, id);
        if (!canTransition(o.status, body.status)) throw new AppError('CONFLICT', transitionRefused(o.status, body.status));
        const r = ordersAdminRepository(tx);
        await r.setStatus(o.id, body.status);
        let freed: number[] = [];
        if (body.status === 'cancelled') {
          freed = await r.artworkIds(o.id);
          if (o.couponCode) await ordersRepository(tx).returnCouponUse(o.couponCode);
        }
        await auditRepository(tx).record({
          actor,
          action: body.status === 'cancelled' ? 'order.cancelled' : 'order.status_changed',
          entity: ORDER_ENTITY,
          entityId: o.id,
          before: { status: o.status },
          after: { status: body.status, ...(freed.length ? { freed_artworks: freed } : {}) },
          reason: body.reason ?? null,
        });
        return o;
      });
      if (body.status === 'cancelled') {
        await mailCustomer(
          o,
          (brand, locale, payUrl) =>
            orderCancelledMail({ brand, locale, payUrl, publicUrl: deps.config.publicUrl, orderNumber: o.orderNumber, customerName: o.customerFirstName, reason: body.reason ?? '' }),
          'order_cancelled',
        );
      }
      return get(id);
    },

    /**
     * POST /api/admin/orders/{id}/payments: records a payment (partial allowed) and derives the
     * payment status again. CONFLICT for a cancelled order, for more than is due, and for a
     * mobile-money reference already recorded (on any order). E-mails "payment received".
     * `underLock`, when given, runs in the transaction once the order is locked and before the
     * payment is written, and again after it with the payment's id (MTN MoMo, docs/decisions/132:
     * the attempt is checked and settled under the same lock); what it throws undoes everything.
     */
    async recordPayment(
      actor: Actor,
      id: string,
      body: PaymentInput,
      underLock?: { before?(tx: Tx, order: OrderRow): Promise<void>; after?(tx: Tx, paymentId: string): Promise<void> },
    ): Promise<AdminOrder> {
      const reference = normalizeReference(body.method, body.reference);
      const paidAt = body.paid_at ? kigaliRange(body.paid_at).from! : now();
      if (paidAt.getTime() > now().getTime() + 60_000) throw new AppError('BAD_REQUEST', 'The payment date cannot be in the future');
      const amountMinor = toMinor(body.amount);
      const { order, dueMinor } = await deps
        .transaction(async (tx) => {
          const o = await lockOrder(tx, id);
          await underLock?.before?.(tx, o);
          if (o.status === 'cancelled') throw new AppError('CONFLICT', ADMIN_MESSAGES.orderCancelled);
          const r = ordersAdminRepository(tx);
          if (reference && MOBILE_MONEY_METHODS.includes(body.method) && (await r.findLiveReference(body.method, reference))) throw new AppError('CONFLICT', ADMIN_MESSAGES.duplicateReference);
          const dueMinor = Math.max(0, o.totalMinor - o.amountPaidMinor);
          if (amountMinor > dueMinor) {
            throw new AppError('CONFLICT', dueMinor === 0 ? 'This order is already paid in full' : `Only ${formatRwf(fromMinor(dueMinor))} is due on this order`);
          }
          const payment = await r.insertPayment({ orderId: o.id, method: body.method, amountMinor, reference, paidAt, recordedBy: actor.id });
          const after = await rederive(tx, o);
          await underLock?.after?.(tx, payment.id);
          await auditRepository(tx).record({
            actor,
            action: 'order.payment_recorded',
            entity: ORDER_ENTITY,
            entityId: o.id,
            before: orderState(o),
            after: { ...orderState(after), payment: { id: payment.id, method: body.method, amount: body.amount, reference, paid_at: paidAt.toISOString() } },
          });
          return { order: after, dueMinor: Math.max(0, after.totalMinor - after.amountPaidMinor) };
        })
        .catch((error: unknown) => {
          // Another order took the same reference between our check and our insert.
          if (isUniqueViolation(error, 'order_payments_mobile_reference_unique')) throw new AppError('CONFLICT', ADMIN_MESSAGES.duplicateReference);
          throw error;
        });
      await mailCustomer(
        order,
        (brand, locale, payUrl) =>
          paymentReceivedMail({
            brand,
            locale,
            payUrl,
            publicUrl: deps.config.publicUrl,
            orderNumber: order.orderNumber,
            customerName: order.customerFirstName,
            amount: body.amount,
            methodLabel: PAYMENT_METHOD_LABELS[body.method],
            amountPaid: fromMinor(order.amountPaidMinor),
            amountDue: fromMinor(dueMinor),
          }),
        'payment_received',
      );
      return get(id);
    },

    /** POST …/payments/{paymentId}/void (owner): the payment stays, marked void with the reason. */
    async voidPayment(actor: Actor, id: string, paymentId: string, reason: string): Promise<AdminOrder> {
      await deps.transaction(async (tx) => {
        const o = await lockOrder(tx, id);
        const r = ordersAdminRepository(tx);
        const p = isUuid(paymentId) ? await r.findPayment(o.id, paymentId) : undefined;
        if (!p) throw notFound(ADMIN_MESSAGES.paymentNotFound);
        if (p.voidedAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyVoided);
        // What is left paid must still cover what was refunded.
        if (o.amountPaidMinor - p.amountMinor < o.amountRefundedMinor) throw new AppError('CONFLICT', 'This payment was partly refunded: it cannot be voided');
        await r.voidPayment(p.id, actor.id!, reason);
        const after = await rederive(tx, o);
        await auditRepository(tx).record({
          actor,
          action: 'order.payment_voided',
          entity: ORDER_ENTITY,
          entityId: o.id,
          before: { ...orderState(o), payment: { id: p.id, method: p.method, amount: fromMinor(p.amountMinor), reference: p.reference } },
          after: orderState(after),
          reason,
        });
      });
      return get(id);
    },

    /** POST /api/admin/orders/{id}/refunds (owner): never more than was paid and not yet refunded (CONFLICT). */
    async refund(actor: Actor, id: string, body: RefundInput): Promise<AdminOrder> {
      await deps.transaction((tx) => recordRefund(tx, actor, id, body));
      return get(id);
    },

    /**
     * Records a refund inside the caller's transaction (a return moved to `refunded`, docs/decisions/105): the
     * same rules, lock and audit entry as POST …/refunds. Returns the refund's id.
     */
    recordRefund,

    /**
     * GET /api/admin/orders.csv: the orders matching the list's filters (newest first), as a stream
     * of CSV text: UTF-8 with a BOM, RFC 4180 quoting (csv-stringify), one row per order with its
     * payment methods and references. Read from the database 500 orders at a time.
     */
    csv(q: ListFilters): Readable {
      const filters = filtersOf(q);
      const out = stringify({ header: true, columns: [...ORDERS_CSV_COLUMNS], bom: true, record_delimiter: 'windows' });
      async function* rows() {
        let after: { createdAt: Date; id: string } | undefined;
        for (;;) {
          const batch = await repo.batch(filters, after, 500);
          for (const b of batch) {
            const row = toRow(b, '');
            yield {
              order_number: row.order_number,
              created_at: row.created_at,
              status: row.status,
              payment_status: row.payment_status,
              customer_name: row.customer_name,
              customer_email: row.customer_email,
              customer_phone: row.customer_phone,
              item_count: row.item_count,
              subtotal: fromMinor(b.subtotalMinor),
              discount: fromMinor(b.discountMinor),
              total: row.total,
              amount_paid: row.amount_paid,
              amount_refunded: fromMinor(b.refundedMinor),
              amount_due: row.amount_due,
              coupon_code: b.couponCode ?? '',
              payment_methods: b.methods ?? '',
              payment_references: b.references ?? '',
              channel: row.channel,
            };
          }
          if (batch.length < 500) return;
          const last = batch[batch.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      return Readable.from(rows()).pipe(out);
    },

    /**
     * The order tiles of GET /api/admin/dashboard (Kigali's today and week, Monday first; RWF), with
     * the refunds owed on cancelled orders (docs/decisions/122) and the week's sales by channel
     * (docs/decisions/128).
     */
    async dashboard(): Promise<
      Pick<
        AdminDashboard,
        'sales_today' | 'sales_this_week' | 'orders_awaiting_payment' | 'momo_awaiting_approval' | 'orders_in_progress' | 'cancelled_this_week' | 'refunds_owed' | 'sales_this_week_by_channel'
      >
    > {
      const { today, week } = kigaliTodayAndWeek(now());
      const [d, w, counts, byChannel, momoPending] = await Promise.all([repo.salesSince(today), repo.salesSince(week), repo.counts(week), repo.salesByChannel(week), repo.momoPending()]);
      const figures = (s: typeof d) => ({ paid: fromMinor(s.paidMinor), awaiting_payment: fromMinor(s.dueMinor), orders: s.orders });
      return {
        sales_today: figures(d),
        sales_this_week: figures(w),
        orders_awaiting_payment: counts.awaitingPayment,
        momo_awaiting_approval: momoPending,
        orders_in_progress: counts.inProgress,
        cancelled_this_week: counts.cancelledThisWeek,
        refunds_owed: { orders: counts.refundsOwed, amount: fromMinor(counts.refundsOwedMinor) },
        sales_this_week_by_channel: ORDER_CHANNELS.map((channel) => {
          const c = byChannel.find((x) => x.channel === channel);
          return { channel, paid: fromMinor(c?.paidMinor ?? 0), awaiting_payment: fromMinor(c?.dueMinor ?? 0), orders: c?.orders ?? 0 };
        }),
      };
    },
  };
}
export type OrdersAdminService = ReturnType<typeof ordersAdminService>;

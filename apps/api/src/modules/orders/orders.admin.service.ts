import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ADMIN_MESSAGES,
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
  toMinor,
  transitionRefused,
  type Actor,
  type AdminDashboard,
  type AdminOrder,
  type AdminOrderListFilters,
  type AdminOrderRow,
  type AdminStatusBody,
  type PaymentMethod,
} from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import type { Locale } from '@atelier/contracts';
import { orderCancelledMail, paymentReceivedMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentService } from '../content/content.service.js';
import { ordersAdminRepository, type AdminListRow, type OrderFilters } from './orders.admin.repository.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';

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
}

type PaymentInput = { method: PaymentMethod; amount: number; reference?: string; paid_at?: string };

/** The audit log's name for orders. */
const ORDER_ENTITY = 'order';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const actorOrNull = (a: { id: string | null; name: string | null; email: string | null } | null): Actor | null => (a && a.id ? { id: a.id, name: a.name ?? '', email: a.email ?? '' } : null);

/** What the audit log keeps of an order: its state, not its customer data. */
function orderState(o: Pick<OrderRow, 'status' | 'paymentStatus' | 'amountPaidMinor' | 'amountRefundedMinor'>) {
  return { status: o.status, payment_status: o.paymentStatus, amount_paid: fromMinor(o.amountPaidMinor), amount_refunded: fromMinor(o.amountRefundedMinor) };
}

function toRow(r: AdminListRow): AdminOrderRow {
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
  };
}

function filtersOf(q: Pick<AdminOrderListFilters, 'q' | 'status' | 'payment_status' | 'from' | 'to'>): OrderFilters {
  const { from, to } = kigaliRange(q.from, q.to);
  return { q: q.q || undefined, status: q.status, paymentStatus: q.payment_status, from, to };
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
    const [payments, refunds, notes, timeline] = await Promise.all([repo.payments(id), repo.refunds(id), repo.notes(id), deps.audit.forEntity(ORDER_ENTITY, id)]);
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
        recorded_by: actorOrNull(p.recorder),
        voided_at: iso(p.voidedAt),
        voided_by: actorOrNull(p.voider),
        void_reason: p.voidReason,
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
  async function mailCustomer(o: OrderRow, build: (brand: string, locale: Locale) => { subject: string; html: string; text: string }, kind: string) {
    const locale = await (deps.languageOf ?? fallbackLanguage)({ userId: o.userId, email: o.customerEmail });
    await deps.mailer.send({ to: o.customerEmail, kind, ...build(await deps.content.brand(), locale) });
  }

  return {
    /**
     * GET /api/admin/orders: a page of orders matching the filters, sorted, with the total count.
     * Search (`q`) uses the trigram index on orders.search_text.
     */
    async list(q: AdminOrderListFilters): Promise<{ orders: AdminOrderRow[]; total: number }> {
      const { rows, total } = await repo.list(filtersOf(q), q.sort, q.limit, (q.page - 1) * q.limit);
      return { orders: rows.map(toRow), total };
    },

    /** GET /api/admin/orders/{id}; NOT_FOUND for unknown ids. */
    get,

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
          (brand, locale) => orderCancelledMail({ brand, locale, publicUrl: deps.config.publicUrl, orderNumber: o.orderNumber, customerName: o.customerFirstName, reason: body.reason ?? '' }),
          'order_cancelled',
        );
      }
      return get(id);
    },

    /**
     * POST /api/admin/orders/{id}/payments: records a payment (partial allowed) and derives the
     * payment status again. CONFLICT for a cancelled order, for more than is due, and for a
     * mobile-money reference already recorded (on any order). E-mails "payment received".
     */
    async recordPayment(actor: Actor, id: string, body: PaymentInput): Promise<AdminOrder> {
      const reference = normalizeReference(body.method, body.reference);
      const paidAt = body.paid_at ? kigaliRange(body.paid_at).from! : now();
      if (paidAt.getTime() > now().getTime() + 60_000) throw new AppError('BAD_REQUEST', 'The payment date cannot be in the future');
      const amountMinor = toMinor(body.amount);
      const { order, dueMinor } = await deps
        .transaction(async (tx) => {
          const o = await lockOrder(tx, id);
          if (o.status === 'cancelled') throw new AppError('CONFLICT', ADMIN_MESSAGES.orderCancelled);
          const r = ordersAdminRepository(tx);
          if (reference && MOBILE_MONEY_METHODS.includes(body.method) && (await r.findLiveReference(body.method, reference))) throw new AppError('CONFLICT', ADMIN_MESSAGES.duplicateReference);
          const dueMinor = Math.max(0, o.totalMinor - o.amountPaidMinor);
          if (amountMinor > dueMinor) {
            throw new AppError('CONFLICT', dueMinor === 0 ? 'This order is already paid in full' : `Only ${formatRwf(fromMinor(dueMinor))} is due on this order`);
          }
          const payment = await r.insertPayment({ orderId: o.id, method: body.method, amountMinor, reference, paidAt, recordedBy: actor.id });
          const after = await rederive(tx, o);
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
        (brand, locale) =>
          paymentReceivedMail({
            brand,
            locale,
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
    csv(q: Pick<AdminOrderListFilters, 'q' | 'status' | 'payment_status' | 'from' | 'to'>): Readable {
      const filters = filtersOf(q);
      const out = stringify({ header: true, columns: [...ORDERS_CSV_COLUMNS], bom: true, record_delimiter: 'windows' });
      async function* rows() {
        let after: { createdAt: Date; id: string } | undefined;
        for (;;) {
          const batch = await repo.batch(filters, after, 500);
          for (const b of batch) {
            const row = toRow(b);
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
     * the refunds owed on cancelled orders (docs/decisions/122).
     */
    async dashboard(): Promise<Pick<AdminDashboard, 'sales_today' | 'sales_this_week' | 'orders_awaiting_payment' | 'orders_in_progress' | 'cancelled_this_week' | 'refunds_owed'>> {
      const { today, week } = kigaliTodayAndWeek(now());
      const [d, w, counts] = await Promise.all([repo.salesSince(today), repo.salesSince(week), repo.counts(week)]);
      const figures = (s: typeof d) => ({ paid: fromMinor(s.paidMinor), awaiting_payment: fromMinor(s.dueMinor), orders: s.orders });
      return {
        sales_today: figures(d),
        sales_this_week: figures(w),
        orders_awaiting_payment: counts.awaitingPayment,
        orders_in_progress: counts.inProgress,
        cancelled_this_week: counts.cancelledThisWeek,
        refunds_owed: { orders: counts.refundsOwed, amount: fromMinor(counts.refundsOwedMinor) },
      };
    },
  };
}
export type OrdersAdminService = ReturnType<typeof ordersAdminService>;

import {
  DESK_MESSAGES,
  RETURN_MESSAGES,
  RETURN_TRANSITIONS,
  RETURN_WINDOW_DAYS,
  formatMoney,
  fromMinor,
  isUuid,
  PAYMENT_METHOD_LABELS,
  returnTransitionRefused,
  type Actor,
  type AdminReturn,
  type AdminReturnStatusBody,
  type CreateReturnBody,
  type ReturnRequest,
  type ReturnStatus,
} from '@atelier/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fallbackLanguage, type LanguageOf } from '../../lib/i18n.js';
import { returnStatusMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { ContentService } from '../content/content.service.js';
import type { OrdersAdminService } from '../orders/orders.admin.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import { returnsRepository, type AdminReturnRow } from './returns.repository.js';

function toAdminReturn(r: AdminReturnRow): AdminReturn {
  return {
    id: r.ret.id,
    order_id: r.ret.orderId,
    order_number: r.orderNumber,
    order_item_id: r.ret.orderItemId,
    product_name: r.productName,
    reason: r.ret.reason,
    details: r.ret.details,
    status: r.ret.status,
    message: r.ret.message,
    allowed_transitions: [...RETURN_TRANSITIONS[r.ret.status]],
    customer: { user_id: r.ret.userId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, phone: r.phone },
    refund: r.refund ? { id: r.refund.id, amount: fromMinor(r.refund.amountMinor), method: r.refund.method, reference: r.refund.reference, recorded_at: r.refund.createdAt.toISOString() } : null,
    created_at: r.ret.createdAt.toISOString(),
    updated_at: r.ret.updatedAt.toISOString(),
  };
}

export interface ReturnsDeps {
  db: Db;
  transaction: RunInTransaction;
  orders: OrdersService;
  /** The orders' refunds (docs/decisions/105): a return moved to `refunded` records one in its own transaction. */
  ordersAdmin: Pick<OrdersAdminService, 'recordRefund'>;
  content: ContentService;
  mailer: Mailer;
  config: Config;
  /** The customer's e-mail language (docs/decisions/109); English when not given. */
  languageOf?: LanguageOf;
}

/**
 * Return requests for the customer's own orders (spec 02 §5 Return request, §7 returns calls) and
 * the back office's queue (docs/decisions/103): one set of rules for both.
 */
export function returnsService(deps: ReturnsDeps) {
  const repo = returnsRepository(deps.db);
  return {
    /** The customer's return requests, newest first, each with its status and the shop's message (docs/decisions/103). */
    async mine(userId: string): Promise<ReturnRequest[]> {
      const rows = await repo.listByUser(userId);
      return rows.map(({ ret, orderNumber, productName }) => ({
        id: ret.id,
        order_id: ret.orderId,
        order_number: orderNumber,
        order_item_id: ret.orderItemId,
        product_name: productName,
        reason: ret.reason,
        details: ret.details,
        status: ret.status,
        message: ret.message,
        created_at: ret.createdAt.toISOString(),
        updated_at: ret.updatedAt.toISOString(),
      }));
    },
    /**
     * Requests a return of one of the customer's orders, optionally one line of it. Throws
     * NOT_FOUND ('Order not found') for another's order, BAD_REQUEST for a line not in the order or
     * after 30 days, CONFLICT while nothing is paid on the order (RETURN_MESSAGES.notPaid) and when a
     * return for it is already open.
     */
    async create(userId: string, body: z.output<typeof CreateReturnBody>): Promise<ReturnRequest> {
      const order = await deps.orders.get(userId, body.order_id);
      const item = body.order_item_id === null ? null : order.order_items.find((i) => i.id === body.order_item_id);
      if (item === undefined) throw new AppError('BAD_REQUEST', RETURN_MESSAGES.itemNotInOrder);
      if (Date.now() - new Date(order.created_at).getTime() > RETURN_WINDOW_DAYS * 86_400_000) throw new AppError('BAD_REQUEST', RETURN_MESSAGES.windowClosed);
      // Nothing paid, nothing to return (docs/decisions/122): a part-paid, paid or free order may be.
      if (order.payment_status === 'pending') throw new AppError('CONFLICT', RETURN_MESSAGES.notPaid);
      if (await repo.findOpen(order.id, body.order_item_id)) throw new AppError('CONFLICT', RETURN_MESSAGES.duplicate);
      const row = await repo.insert({ userId, orderId: order.id, orderItemId: body.order_item_id, reason: body.reason, details: body.details });
      return {
        id: row.id,
        order_id: row.orderId,
        order_number: order.order_number,
        order_item_id: row.orderItemId,
        product_name: item?.product_name ?? null,
        reason: row.reason,
        details: row.details,
        status: row.status,
        message: row.message,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    },

    /** GET /api/admin/returns: the queue, by status (oldest first) or all (newest first); with the total. */
    async adminList(q: { status?: ReturnStatus; page: number; limit: number }): Promise<{ returns: AdminReturn[]; total: number }> {
      const { rows, total } = await repo.listAdmin({ status: q.status }, q.limit, (q.page - 1) * q.limit);
      return { returns: rows.map(toAdminReturn), total };
    },

    /** A customer's return requests for the customer page, newest first. */
    async forUser(userId: string): Promise<AdminReturn[]> {
      return (await repo.listAdmin({ userId }, 100, 0)).rows.map(toAdminReturn);
    },

    /**
     * POST /api/admin/returns/{id}/status, by RETURN_TRANSITIONS (CONFLICT otherwise). The message
     * (required to decline) is kept as the shop's message the customer sees, and every change is
     * e-mailed to the order's address and audited in its transaction. NOT_FOUND for unknown ids.
     * `refunded` records `body.refund` through the orders' refunds in the same transaction (never more
     * than was paid: CONFLICT), so it is the owner's alone (`owner` false: FORBIDDEN).
     */
    async setStatus(actor: Actor, id: string, body: AdminReturnStatusBody, opts: { owner: boolean }): Promise<AdminReturn> {
      if (body.status === 'refunded' && !opts.owner) throw new AppError('FORBIDDEN', DESK_MESSAGES.refundOwnerOnly);
      const updated = await deps.transaction(async (tx) => {
        const r = returnsRepository(tx);
        const current = isUuid(id) ? await r.findAdmin(id, true) : undefined;
        if (!current) throw new AppError('NOT_FOUND', DESK_MESSAGES.returnNotFound);
        const from = current.ret.status;
        if (!RETURN_TRANSITIONS[from].includes(body.status)) throw new AppError('CONFLICT', returnTransitionRefused(from, body.status));
        const ret = await r.update(id, { status: body.status, message: body.message || current.ret.message });
        if (body.status === 'refunded' && body.refund) {
          const what = current.productName ? `${current.productName}: ${current.ret.reason}` : current.ret.reason;
          await deps.ordersAdmin.recordRefund(tx, actor, current.ret.orderId, { ...body.refund, reason: `Return request (${what})`.slice(0, 500), returnId: id });
        }
        await auditRepository(tx).record({
          actor,
          action: `return.${body.status}`,
          entity: 'return',
          entityId: id,
          before: { status: from, message: current.ret.message },
          after: { status: ret.status, message: ret.message },
          reason: body.message ?? null,
        });
        // Read again: the refund just recorded is part of the answer.
        return (await r.findAdmin(id))!;
      });
      const locale = await (deps.languageOf ?? fallbackLanguage)({ email: updated.email });
      await deps.mailer.send({
        to: updated.email,
        kind: 'return_status',
        ...returnStatusMail({
          locale,
          brand: await deps.content.brand(),
          publicUrl: deps.config.publicUrl,
          customerName: updated.firstName,
          orderNumber: updated.orderNumber,
          item: updated.productName,
          status: updated.ret.status,
          message: body.message ?? null,
          refund: updated.refund ? `${formatMoney(fromMinor(updated.refund.amountMinor), locale)} (${PAYMENT_METHOD_LABELS[updated.refund.method]})` : null,
        }),
      });
      return toAdminReturn(updated);
    },

    /** The dashboard tile: requests still being handled. */
    openCount: () => repo.countOpen(),
  };
}
export type ReturnsService = ReturnType<typeof returnsService>;

import { RETURN_MESSAGES, RETURN_WINDOW_DAYS, type CreateReturnBody, type ReturnRequest } from '@atelier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { OrdersService } from '../orders/orders.service.js';
import { returnsRepository } from './returns.repository.js';

/** Return requests for the customer's own orders (spec 02 §5 Return request, §7 returns calls). */
export function returnsService(deps: { db: Db; orders: OrdersService }) {
  const repo = returnsRepository(deps.db);
  return {
    /** The customer's return requests, newest first, each with its status and the shop's message (issue 16). */
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
     * after 30 days, CONFLICT when a return for it is already open.
     */
    async create(userId: string, body: z.output<typeof CreateReturnBody>): Promise<ReturnRequest> {
      const order = await deps.orders.get(userId, body.order_id);
      const item = body.order_item_id === null ? null : order.order_items.find((i) => i.id === body.order_item_id);
      if (item === undefined) throw new AppError('BAD_REQUEST', RETURN_MESSAGES.itemNotInOrder);
      if (Date.now() - new Date(order.created_at).getTime() > RETURN_WINDOW_DAYS * 86_400_000) throw new AppError('BAD_REQUEST', RETURN_MESSAGES.windowClosed);
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
  };
}
export type ReturnsService = ReturnType<typeof returnsService>;

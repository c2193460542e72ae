import { z } from 'zod';
import { idSchema } from '../common.js';

export const RETURN_MESSAGES = {
  required: 'Order and reason are required',
  failed: 'Failed to submit return',
  created: 'Return request submitted',
  orderNotFound: 'Order not found',
  itemNotInOrder: 'That item is not part of this order',
  windowClosed: 'Returns are accepted within 30 days of the order',
  duplicate: 'A return for this item is already open',
  /** 409: nothing has been paid on the order yet (docs/decisions/122-money-shown-as-it-is.md). */
  notPaid: 'This order is not paid yet: a return can be requested once it is paid.',
} as const;
/** 30-day returns (spec 01 §9 FAQ facts). */
export const RETURN_WINDOW_DAYS = 30;
/**
 * A new return is `requested`; the shop approves or declines it (with a message), then marks it
 * received, then refunded or exchanged (RETURN_TRANSITIONS below; docs/decisions/103).
 */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** POST /api/returns {order_id, order_item_id or null, reason, details} (spec 02 §5, §7). */
export const CreateReturnBody = z.object({
  order_id: z.string({ error: RETURN_MESSAGES.required }).trim().min(1, RETURN_MESSAGES.required).max(64, RETURN_MESSAGES.orderNotFound),
  order_item_id: idSchema('order_item_id')
    .nullish()
    .transform((v) => v ?? null),
  reason: z.string({ error: RETURN_MESSAGES.required }).trim().min(1, RETURN_MESSAGES.required).max(200, 'Reason must be at most 200 characters'),
  details: z
    .string()
    .trim()
    .max(2000, 'Details must be at most 2000 characters')
    .nullish()
    .transform((v) => v ?? ''),
});
export type CreateReturnBody = z.input<typeof CreateReturnBody>;

/** A return request (spec 02 §3 Return request), with the order number and item name for display. */
export const ReturnRequest = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  order_item_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  reason: z.string(),
  details: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** The shop's latest message to the customer about this request, null when none. */
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;
export const ReturnsResponse = z.object({ success: z.literal(true), items: z.array(ReturnRequest) });
export const ReturnResponse = z.object({ success: z.literal(true), message: z.string(), item: ReturnRequest });

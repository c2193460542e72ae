import { z } from 'zod';
import { PageQuery, pageLimit } from '../common.js';
import { AdminRefund, AdminRefundBody } from '../orders/admin.js';
import { RETURN_STATUSES, ReturnRequest, type ReturnStatus } from './public.js';

/**
 * The back office's returns (/api/admin/returns; docs/decisions/103, 105): the queue, the status
 * moves and the refund recorded with `refunded`.
 */

/** Texts of the back office's answers about returns. */
export const RETURN_ADMIN_MESSAGES = {
  returnNotFound: 'Return request not found',
  declineMessageRequired: 'Please write a message to the customer explaining why the return is declined',
  refundRequired: 'Please record the refund: its amount and how it was paid back',
  refundOwnerOnly: 'Only the owner can record refunds, so only the owner can mark a return refunded',
  refundOnlyWhenRefunded: 'A refund is recorded only when the return becomes refunded',
} as const;

/**
 * Return statuses move only by this table (docs/decisions/103): requested → approved or declined
 * (with a message to the customer); approved → received → refunded or exchanged.
 */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'declined'],
  approved: ['received', 'declined'],
  declined: [],
  received: ['refunded', 'exchanged'],
  refunded: [],
  exchanged: [],
};
/** The statuses of a request still being handled (a second request for the same item is refused). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];
export const returnTransitionRefused = (from: string, to: string) => `A return that is ${from} cannot become ${to}`;

export const AdminReturnListQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
  page: PageQuery.shape.page,
  limit: pageLimit(50),
});
export type AdminReturnListQuery = z.input<typeof AdminReturnListQuery>;

const { created_at, updated_at, ...request } = ReturnRequest.shape;
/** One return request in the back office's queue: the customer's ReturnRequest, with what staff need to handle it. */
export const AdminReturn = z.object({
  ...request,
  allowed_transitions: z.array(z.enum(RETURN_STATUSES)),
  customer: z.object({ user_id: z.string().nullable(), name: z.string(), email: z.string(), phone: z.string() }),
  /** The order's refund recorded when the return became `refunded` (docs/decisions/105), else null. Amount in RWF. */
  refund: AdminRefund.pick({ id: true, amount: true, method: true, reference: true, recorded_at: true }).nullable(),
  created_at,
  updated_at,
});
export type AdminReturn = z.infer<typeof AdminReturn>;
export const AdminReturnListResponse = z.object({ success: z.literal(true), returns: z.array(AdminReturn), total: z.number().int() });
export type AdminReturnListResponse = z.infer<typeof AdminReturnListResponse>;
export const AdminReturnResponse = z.object({ success: z.literal(true), return: AdminReturn });
export type AdminReturnResponse = z.infer<typeof AdminReturnResponse>;

/**
 * The refund recorded with a return moved to `refunded`: the order's refund without its reason
 * (whole RWF, never more than was paid; docs/decisions/105).
 */
export const ReturnRefundBody = AdminRefundBody.omit({ reason: true });
export type ReturnRefundBody = z.input<typeof ReturnRefundBody>;

/**
 * POST /api/admin/returns/{id}/status: by RETURN_TRANSITIONS; declining needs a message (e-mailed to
 * the customer); `refunded` needs `refund`, recorded on the order in the same transaction (owner only).
 */
export const AdminReturnStatusBody = z
  .object({
    status: z.enum(['approved', 'declined', 'received', 'refunded', 'exchanged'], { error: 'status must be one of approved, declined, received, refunded, exchanged' }),
    message: z.string().trim().max(2000, 'The message must be at most 2000 characters').optional(),
    refund: ReturnRefundBody.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'declined' && !v.message) ctx.addIssue({ code: 'custom', message: RETURN_ADMIN_MESSAGES.declineMessageRequired, path: ['message'] });
    if (v.status === 'refunded' && !v.refund) ctx.addIssue({ code: 'custom', message: RETURN_ADMIN_MESSAGES.refundRequired, path: ['refund'] });
    if (v.status !== 'refunded' && v.refund) ctx.addIssue({ code: 'custom', message: RETURN_ADMIN_MESSAGES.refundOnlyWhenRefunded, path: ['refund'] });
  });
export type AdminReturnStatusBody = z.output<typeof AdminReturnStatusBody>;

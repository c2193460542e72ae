import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponData, CreateOrderResponse, Order } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-client';

export type CouponReply = { success: true; message: string; data: CouponData } | { success: false; message: string };

/** POST /api/coupons/validate {code} (no auth). A rejected coupon is `success: false`, not an error. */
export function validateCoupon(code: string, signal?: AbortSignal): Promise<CouponReply> {
  return apiFetch<CouponReply>('/api/coupons/validate', { method: 'POST', body: { code }, signal });
}

/**
 * POST /api/orders (auth) with `Idempotency-Key`: the same key returns the same order, so a double
 * click or a retry never makes two. The server reprices everything.
 */
export function createOrder(body: unknown, idempotencyKey: string): Promise<CreateOrderResponse> {
  return apiFetch<CreateOrderResponse>('/api/orders', { method: 'POST', auth: true, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/orders/send-confirmation-email (auth); the server builds the mail from the stored order. */
export function sendConfirmationEmail(body: { orderId: string } & Record<string, unknown>): Promise<{ success: boolean; message: string }> {
  return apiFetch('/api/orders/send-confirmation-email', { method: 'POST', auth: true, body });
}

/** GET /api/orders/{id} (auth) → the order; 404 'Order not found'. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (await apiFetch<{ success: true; order: Order }>(`/api/orders/${encodeURIComponent(id)}`, { auth: true, signal })).order;
}

export const orderQueryOptions = (id: string) => queryOptions({ queryKey: [...queryKeys.orders, id], queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

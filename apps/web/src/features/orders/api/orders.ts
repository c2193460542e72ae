import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, ORDER_STATUS_POLL_MS, type CouponData, type CreateOrderBody, type CreateOrderResponse, type Order, type OrderQuote, type QuoteResponse } from '@atelier/contracts';
import { ApiError, NO_TOKEN_MESSAGE, apiFetch } from '@/lib/api-client';
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
export function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreateOrderResponse> {
  return apiFetch<CreateOrderResponse>('/api/orders', { method: 'POST', auth: true, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/orders/quote (auth) with the order's body → what it would cost now (docs/decisions/090); no side effects. */
async function quoteOrder(body: CreateOrderBody, signal?: AbortSignal): Promise<OrderQuote> {
  return (await apiFetch<QuoteResponse>('/api/orders/quote', { method: 'POST', auth: true, body, signal })).quote;
}

/** The cache key of one body's quote (the body decides the price, so it is the key). */
export const quoteQueryKey = (body: CreateOrderBody | null) => [...queryKeys.orders, 'quote', JSON.stringify(body)] as const;

/**
 * The server's quote for `body` (null: none yet). While a new body's quote loads, the last one stays
 * as placeholder data (isPlaceholderData), so the screen never shows a total the server did not give.
 * A refusal is not retried: it is the order's own answer (400 or 409 with a message).
 */
export function useOrderQuote(body: CreateOrderBody | null) {
  return useQuery({
    queryKey: quoteQueryKey(body),
    queryFn: ({ signal }) => quoteOrder(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** POST /api/orders/send-confirmation-email (auth); the server builds the mail from the stored order. */
export function sendConfirmationEmail(body: { orderId: string } & Record<string, unknown>): Promise<{ success: boolean; message: string }> {
  return apiFetch('/api/orders/send-confirmation-email', { method: 'POST', auth: true, body });
}

/** GET /api/orders/{id} (auth) → the order; 404 'Order not found'. */
async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (await apiFetch<{ success: true; order: Order }>(`/api/orders/${encodeURIComponent(id)}`, { auth: true, signal })).order;
}

const orderQueryOptions = (id: string) => queryOptions({ queryKey: [...queryKeys.orders, id], queryFn: ({ signal }) => getOrder(id, signal) });

/**
 * One order, re-fetched every 30 s while its id is known (spec 02 §4 invoice status) and on demand
 * (refetch). `initial` (the order just created) shows at once; `enabled` false (signed out) asks nothing.
 */
export function useOrder(id: string, initial?: Order, enabled = true) {
  return useQuery({ ...orderQueryOptions(id), enabled, refetchInterval: ORDER_STATUS_POLL_MS, ...(initial ? { initialData: initial } : {}) });
}

/**
 * The order details error texts (spec 02 §8): no token 'Please log in to view order details', 404
 * 'Order not found', 401 'Unauthorized: Please log in again', another server answer 'Failed to fetch
 * order details', no answer at all 'Failed to load order details'.
 */
export function orderErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0 && error.message === NO_TOKEN_MESSAGE) return CHECKOUT_MESSAGES.loginToViewOrder;
    if (error.status === 404) return CHECKOUT_MESSAGES.orderNotFound;
    if (error.status === 401) return CHECKOUT_MESSAGES.orderUnauthorized;
    if (error.status > 0) return CHECKOUT_MESSAGES.orderFetchFailed;
  }
  return CHECKOUT_MESSAGES.orderLoadFailed;
}

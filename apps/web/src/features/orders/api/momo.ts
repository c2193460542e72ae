import { useQuery } from '@tanstack/react-query';
import type { MomoPayment, MomoStatusResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/*
 * MTN MoMo request-to-pay (docs/decisions/132): whether the shop takes it, a request for an order
 * (the signed-in owner's, or through the pay link's key), and its status.
 */

/** Which order, and how the customer may pay it: the signed-in account (`auth`) or the pay link's `key`. */
export interface MomoTarget {
  orderRef: string;
  key?: string;
}

const keyQuery = (key?: string) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** GET /api/payments/momo: true when the shop has MTN credentials (the button is shown). */
export function useMomoEnabled() {
  return useQuery({
    queryKey: ['momo-enabled'],
    queryFn: async ({ signal }) => (await apiFetch<{ enabled: boolean }>('/api/payments/momo', { signal })).enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /api/orders/{ref}/momo { phone }: 202 with the pending payment; 409 carries the one already
 * pending (ApiError body.payment). Without `phone`, the server charges the order's own number.
 */
export async function requestMomo(target: MomoTarget, phone: string | undefined): Promise<MomoPayment> {
  const res = await apiFetch<{ payment: MomoPayment }>(`/api/orders/${encodeURIComponent(target.orderRef)}/momo${keyQuery(target.key)}`, {
    method: 'POST',
    body: phone === undefined ? {} : { phone },
    auth: !target.key,
  });
  return res.payment;
}

/** GET /api/orders/{ref}/momo/{id}: the payment's status and the order's payment status. */
export async function momoStatus(target: MomoTarget, id: string, signal?: AbortSignal): Promise<MomoStatusResponse> {
  return apiFetch<MomoStatusResponse>(`/api/orders/${encodeURIComponent(target.orderRef)}/momo/${encodeURIComponent(id)}${keyQuery(target.key)}`, { signal, auth: !target.key });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNoteBody, AdminOrder, AdminOrderResponse, AdminPaymentBody, AdminRefundBody, AdminStatusBody, AdminVoidBody } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { adminOrderKeys } from './keys';

/** Every write on an order answers the order as it is now (AdminOrderResponse). */
const post = (path: string, body: unknown) => apiFetch<AdminOrderResponse>(path, { method: 'POST', auth: true, body }).then((reply) => reply.order);
const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

/** POST /api/admin/orders/{id}/notes {text}: an internal note, never shown to the customer. */
export const addNote = (id: string, body: AdminNoteBody) => post(`${orderPath(id)}/notes`, body);
/** POST /api/admin/orders/{id}/status {status, reason?}: by the transition table; cancelling needs a reason. */
export const changeStatus = (id: string, body: AdminStatusBody) => post(`${orderPath(id)}/status`, body);
/** POST /api/admin/orders/{id}/payments {method, amount (RWF), reference?, paid_at?}. 409 for a reference used before. */
export const recordPayment = (id: string, body: AdminPaymentBody) => post(`${orderPath(id)}/payments`, body);
/** POST /api/admin/orders/{id}/payments/{paymentId}/void {reason} (owner). */
export const voidPayment = (id: string, paymentId: string, body: AdminVoidBody) => post(`${orderPath(id)}/payments/${encodeURIComponent(paymentId)}/void`, body);
/** POST /api/admin/orders/{id}/refunds {amount, method, reference?, reason} (owner). */
export const recordRefund = (id: string, body: AdminRefundBody) => post(`${orderPath(id)}/refunds`, body);

/**
 * A write on order `id`: on success the order in the cache becomes the server's answer and the
 * lists refetch (status and payment columns changed).
 */
export function useOrderAction<TBody>(id: string, write: (id: string, body: TBody) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => write(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

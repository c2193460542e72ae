import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderCreateBody, AdminOrderPatchBody, AdminOrderResponse, AdminPayLinkEmailResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { adminOrderKeys } from './keys';

/*
 * Orders staff enter from WhatsApp, Instagram, the phone or the studio, their edits and their pay
 * links (docs/decisions/128). Each answers the order as it is now.
 */

const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

/**
 * POST /api/admin/orders: a new order entered by staff → 201 with the order (its number, channel,
 * payment status and pay link). 403 for staff when a custom line has a price or the order a
 * discount; 409 when stock ran out meanwhile; errors carry the server's readable message.
 */
const createOrder = (body: AdminOrderCreateBody) => apiFetch<AdminOrderResponse>('/api/admin/orders', { method: 'POST', auth: true, body }).then((reply) => reply.order);

/**
 * PATCH /api/admin/orders/{id}: lines, discount, delivery address and note; only what is sent
 * changes. 409 with the reason for lines or discount once a payment is recorded.
 */
const patchOrder = (id: string, body: AdminOrderPatchBody) => apiFetch<AdminOrderResponse>(orderPath(id), { method: 'PATCH', auth: true, body }).then((reply) => reply.order);

/** POST /api/admin/orders/{id}/pay-link: a new key; the old link stops working. */
const renewPayLink = (id: string) => apiFetch<AdminOrderResponse>(`${orderPath(id)}/pay-link`, { method: 'POST', auth: true, body: {} }).then((reply) => reply.order);

/** POST /api/admin/orders/{id}/pay-link/email: e-mails the link to the order's address (400 when it has none); answers the server's message and the order. */
const emailPayLink = (id: string) => apiFetch<AdminPayLinkEmailResponse>(`${orderPath(id)}/pay-link/email`, { method: 'POST', auth: true, body: {} });

/** Puts the server's order in the cache and refreshes the lists and the dashboard it counts in. */
function useOrderSaved() {
  const queryClient = useQueryClient();
  return (order: AdminOrder) => {
    queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'catalog'] });
  };
}

/** Saves a new entered order (createOrder). */
export function useCreateOrder() {
  const saved = useOrderSaved();
  return useMutation({ mutationFn: createOrder, onSuccess: saved });
}

/** Saves an edit of order `id` (patchOrder). */
export function usePatchOrder(id: string) {
  const saved = useOrderSaved();
  return useMutation({ mutationFn: (body: AdminOrderPatchBody) => patchOrder(id, body), onSuccess: saved });
}

/** Renews the pay link of order `id` (renewPayLink). */
export function useRenewPayLink(id: string) {
  const saved = useOrderSaved();
  return useMutation({ mutationFn: () => renewPayLink(id), onSuccess: saved });
}

/** E-mails the pay link of order `id` (emailPayLink); resolves to the server's message. */
export function useEmailPayLink(id: string) {
  const saved = useOrderSaved();
  return useMutation({
    mutationFn: () => emailPayLink(id),
    onSuccess: (reply) => saved(reply.order),
  });
}

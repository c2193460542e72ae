import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayInvoice, PayInvoiceResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** The API path of a pay link's invoice, exactly as the server primes it into the page (docs/decisions/060). */
const payInvoicePath = (orderNumber: string, key: string) => `/api/pay/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`;

/**
 * GET /api/pay/{orderNumber}?key= (no sign-in): the invoice of a pay link as it is now. A wrong order
 * number, a wrong key or a missing one is the same 404 'Order not found' (docs/decisions/128).
 */
async function getPayInvoice(orderNumber: string, key: string, signal?: AbortSignal): Promise<PayInvoice> {
  return (await apiFetch<PayInvoiceResponse>(payInvoicePath(orderNumber, key), { signal })).invoice;
}

/**
 * The invoice behind a pay link, always read fresh (what is due is what the customer came for); 4xx
 * answers are final, the query client retries the rest. Asks nothing without an order number or key.
 */
export function usePayInvoice(orderNumber: string, key: string) {
  return useQuery({
    ...queryOptions({ queryKey: ['pay-invoice', orderNumber, key], queryFn: ({ signal }) => getPayInvoice(orderNumber, key, signal) }),
    staleTime: 0,
    enabled: orderNumber !== '' && key !== '',
  });
}

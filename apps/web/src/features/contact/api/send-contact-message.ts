import { useMutation } from '@tanstack/react-query';
import type { Ack, ContactMessageBody } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/contact {first_name, last_name, email, phone, notes} (spec 02 §7). Errors are ApiError
 * carrying the server's `error` text (a 400's rule, a 429's rate-limit text).
 */
async function sendContactMessage(body: ContactMessageBody): Promise<Ack> {
  return apiFetch<Ack>('/api/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

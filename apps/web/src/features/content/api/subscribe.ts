import { apiFetch } from '@/lib/api-client';

export interface SubscribeReply {
  success: boolean;
  alreadySubscribed?: boolean;
  message?: string;
}

/** POST /api/subscriptions/subscribe {email} (spec 01 §7). */
export function subscribe(email: string): Promise<SubscribeReply> {
  return apiFetch<SubscribeReply>('/api/subscriptions/subscribe', { method: 'POST', body: { email } });
}

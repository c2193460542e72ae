import type { ChatBody, ChatResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/chat {message, history} → {reply, links, source} (spec 01 §7 Chat; the key stays on the server). */
export function sendChat(body: ChatBody, signal?: AbortSignal): Promise<ChatResponse> {
  return apiFetch<ChatResponse>('/api/chat', { method: 'POST', body, signal });
}

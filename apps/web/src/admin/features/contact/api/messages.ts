import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage, AdminMessageListQuery, AdminMessageListResponse, AdminMessageResponse, MessageReplyBody } from '@atelier/contracts';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { searchOf } from '@admin/components/download-csv';

const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (p: Record<string, unknown>) => ['admin', 'messages', 'list', p] as const,
  detail: (id: string) => ['admin', 'messages', 'detail', id] as const,
};

/** GET /api/admin/messages?status=: newest first (default: unread and read, not archived). */
async function getMessages(params: AdminMessageListQuery, signal?: AbortSignal) {
  const { data, response } = await apiRequest<AdminMessageListResponse>(`/api/admin/messages?${searchOf(params as Record<string, unknown>)}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { messages: data.messages, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
}
const messagesQueryOptions = (params: AdminMessageListQuery) =>
  queryOptions({ queryKey: messageKeys.list(params as Record<string, unknown>), queryFn: ({ signal }) => getMessages(params, signal), staleTime: 10_000, placeholderData: keepPreviousData });
export const useMessages = (params: AdminMessageListQuery) => useQuery(messagesQueryOptions(params));

/** GET /api/admin/messages/{id}: the message with its replies; opening it marks it read (the lists and dashboard refetch). */
export function useMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: async ({ signal }) => {
      const message = (await apiFetch<AdminMessageResponse>(`/api/admin/messages/${encodeURIComponent(id)}`, { auth: true, signal })).message;
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return message;
    },
    staleTime: 5_000,
  });
}

/** A write on message `id` (reply or archive): the cached message becomes the server's answer. */
function useMessageWrite<TBody>(id: string, write: (body: TBody) => Promise<AdminMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (message) => {
      queryClient.setQueryData(messageKeys.detail(id), message);
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
const post = (path: string, body?: unknown) => apiFetch<AdminMessageResponse>(path, { method: 'POST', auth: true, body }).then((r) => r.message);
/** POST /api/admin/messages/{id}/reply {text}: e-mailed to the sender, kept with the message. */
export const useReply = (id: string) => useMessageWrite(id, (body: MessageReplyBody) => post(`/api/admin/messages/${encodeURIComponent(id)}/reply`, body));
/** POST /api/admin/messages/{id}/archive. */
export const useArchive = (id: string) => useMessageWrite(id, () => post(`/api/admin/messages/${encodeURIComponent(id)}/archive`));

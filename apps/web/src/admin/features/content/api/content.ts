import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBasicBody,
  AdminContentResponse,
  AdminFaqBody,
  AdminFaqPatch,
  AdminHeroSlide,
  AdminRatingListResponse,
  AdminSectionBody,
} from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

export type AdminContent = AdminContentResponse['data'];
const contentKey = ['admin', 'content'] as const;

/** GET /api/admin/content (owner): company basics, sections (terms, legal, help, privacy), FAQs and more. */
export const getContent = async (signal?: AbortSignal): Promise<AdminContent> => (await apiFetch<AdminContentResponse>('/api/admin/content', { auth: true, signal })).data;
export const contentQueryOptions = () => queryOptions({ queryKey: contentKey, queryFn: ({ signal }) => getContent(signal) });
export const useContent = () => useQuery(contentQueryOptions());

/** Every write below refreshes the content overview afterwards (its own reply is not used). */
function useContentMutation<B>(fn: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }) });
}

/** PUT /api/admin/content/basic: any of the company basics (description, mission, vision are HTML, sanitised by the server). */
export const useSaveBasic = () => useContentMutation((body: AdminBasicBody) => apiFetch<unknown>('/api/admin/content/basic', { method: 'PUT', auth: true, body }));

/** PUT /api/admin/content/sections/{key}: a section's HTML (sanitised by the server). */
export const useSaveSection = () =>
  useContentMutation(({ key, ...body }: AdminSectionBody & { key: string }) => apiFetch<unknown>(`/api/admin/content/sections/${encodeURIComponent(key)}`, { method: 'PUT', auth: true, body }));

/** POST /api/admin/content/faqs: a new FAQ, added last. */
export const useAddFaq = () => useContentMutation((body: AdminFaqBody) => apiFetch<unknown>('/api/admin/content/faqs', { method: 'POST', auth: true, body }));

/** PATCH /api/admin/content/faqs/{id}: the question and/or its answer. */
export const useEditFaq = () => useContentMutation(({ id, ...body }: AdminFaqPatch & { id: number }) => apiFetch<unknown>(`/api/admin/content/faqs/${id}`, { method: 'PATCH', auth: true, body }));

/** DELETE /api/admin/content/faqs/{id}. */
export const useDeleteFaq = () => useContentMutation((id: number) => apiFetch<unknown>(`/api/admin/content/faqs/${id}`, { method: 'DELETE', auth: true }));

/** PUT /api/admin/content/faqs/order: every FAQ's id in the new order. */
export const useReorderFaqs = () => useContentMutation((ids: number[]) => apiFetch<unknown>('/api/admin/content/faqs/order', { method: 'PUT', auth: true, body: { ids } }));

const heroKey = ['admin', 'hero'] as const;

/** GET /api/admin/hero (owner): every hero slide, hidden ones too, in their order. */
export const useHeroSlides = () =>
  useQuery({ queryKey: heroKey, queryFn: async ({ signal }) => (await apiFetch<{ success: true; data: AdminHeroSlide[] }>('/api/admin/hero', { auth: true, signal })).data });

/** Hero writes answer the slides (or one slide): the list is refreshed afterwards. */
function useHeroMutation<B>(fn: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: heroKey }) });
}

/** PATCH /api/admin/hero/{id} with `hidden`: hides the slide from the home page, or shows it again. */
export const useSetSlideHidden = () =>
  useHeroMutation(({ id, hidden }: { id: number; hidden: boolean }) => apiFetch<unknown>(`/api/admin/hero/${id}`, { method: 'PATCH', auth: true, body: { hidden } }));

/** PUT /api/admin/hero/order: every slide's id in the new order. */
export const useReorderSlides = () => useHeroMutation((ids: number[]) => apiFetch<unknown>('/api/admin/hero/order', { method: 'PUT', auth: true, body: { ids } }));

const ratingsKey = ['admin', 'ratings'] as const;

/** GET /api/admin/ratings?page=1 (owner): the 20 newest ratings, hidden ones too. */
export const useRatings = () =>
  useQuery({ queryKey: ratingsKey, queryFn: ({ signal }) => apiFetch<AdminRatingListResponse>('/api/admin/ratings?page=1&limit=20', { auth: true, signal }) });

/** POST /api/admin/ratings/{item_id}/{user_id}/hide|show with a reason (kept in the audit log). */
export function useModerateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item_id, user_id, hide, reason }: { item_id: number; user_id: string; hide: boolean; reason: string }) =>
      apiFetch<unknown>(`/api/admin/ratings/${item_id}/${encodeURIComponent(user_id)}/${hide ? 'hide' : 'show'}`, { method: 'POST', auth: true, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsKey }),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBasicBody,
  AdminContentResponse,
  AdminHeroSlide,
  AdminHeroSlideBody,
  AdminHeroSlidePatch,
  AdminRatingListResponse,
  AdminSectionBody,
  AdminService,
  AdminServiceBody,
  AdminServicePatch,
  AdminSocialBody,
  UploadedImageResponse,
} from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

export type AdminContent = AdminContentResponse['data'];
const contentKey = ['admin', 'content'] as const;

/** GET /api/admin/content (owner): company basics, sections (terms, legal, help, privacy), FAQs and more. */
const getContent = async (signal?: AbortSignal): Promise<AdminContent> => (await apiFetch<AdminContentResponse>('/api/admin/content', { auth: true, signal })).data;
const contentQueryOptions = () => queryOptions({ queryKey: contentKey, queryFn: ({ signal }) => getContent(signal) });
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

/** Ratings shown on one page of the back office's list. */
export const RATINGS_PAGE_SIZE = 20;

/** GET /api/admin/ratings?page=&limit=20 (owner): one page of ratings, newest first, hidden ones too; the previous page stays on screen while the next loads. */
export const useRatings = (page = 1) =>
  useQuery({
    queryKey: [...ratingsKey, page],
    queryFn: ({ signal }) => apiFetch<AdminRatingListResponse>(`/api/admin/ratings?page=${page}&limit=${RATINGS_PAGE_SIZE}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/ratings/{item_id}/{user_id}/hide|show with a reason (kept in the audit log). */
export function useModerateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item_id, user_id, hide, reason }: { item_id: number; user_id: string; hide: boolean; reason: string }) =>
      apiFetch<unknown>(`/api/admin/ratings/${item_id}/${encodeURIComponent(user_id)}/${hide ? 'hide' : 'show'}`, { method: 'POST', auth: true, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsKey }),
  });
}

// ---------------------------------------------------------------------------------------------
// Pictures, hero slides, services, company lists (docs/decisions/102, 104)
// ---------------------------------------------------------------------------------------------

/** Where an uploaded picture is kept: the logo and team photos, the hero slides, the services. */
export type ImageFolder = 'content' | 'hero' | 'services';

/**
 * POST /api/admin/content/images?folder= (multipart `image`, at most 5 MB): stores one picture through
 * the server's sharp pipeline and answers its `key` (what the forms send) and `url` (600 px wide).
 * Fails with the server's readable message (415 for a file that is not a picture, 413 too large).
 */
export const uploadContentImage = async (file: File, folder: ImageFolder): Promise<{ key: string; url: string }> => {
  const form = new FormData();
  form.append('image', file, file.name);
  const reply = await apiFetch<UploadedImageResponse>(`/api/admin/content/images?folder=${folder}`, { method: 'POST', auth: true, body: form });
  return { key: reply.key, url: reply.url };
};

/** POST /api/admin/hero: a new slide, added last (title, subtitle, target, 1 to 6 picture keys). */
export const useAddSlide = () => useHeroMutation((body: AdminHeroSlideBody) => apiFetch<unknown>('/api/admin/hero', { method: 'POST', auth: true, body }));

/** PATCH /api/admin/hero/{id}: any of the slide's fields. */
export const useEditSlide = () => useHeroMutation(({ id, ...body }: AdminHeroSlidePatch & { id: number }) => apiFetch<unknown>(`/api/admin/hero/${id}`, { method: 'PATCH', auth: true, body }));

/** DELETE /api/admin/hero/{id}. */
export const useDeleteSlide = () => useHeroMutation((id: number) => apiFetch<unknown>(`/api/admin/hero/${id}`, { method: 'DELETE', auth: true }));

const servicesKey = ['admin', 'services'] as const;

/** GET /api/admin/services (owner): every service, hidden ones too, in their order. */
export const useServices = () =>
  useQuery({ queryKey: servicesKey, queryFn: async ({ signal }) => (await apiFetch<{ success: true; data: AdminService[] }>('/api/admin/services', { auth: true, signal })).data });

function useServiceMutation<B>(fn: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKey }) });
}

/** POST /api/admin/services: a new service, added last (its address made from the name unless given). */
export const useAddService = () => useServiceMutation((body: AdminServiceBody) => apiFetch<unknown>('/api/admin/services', { method: 'POST', auth: true, body }));

/** PATCH /api/admin/services/{id}: any field; `hidden` stops or resumes offering it. */
export const useEditService = () => useServiceMutation(({ id, ...body }: AdminServicePatch & { id: number }) => apiFetch<unknown>(`/api/admin/services/${id}`, { method: 'PATCH', auth: true, body }));

/** PUT /api/admin/services/order: every service's id in the new order. */
export const useReorderServices = () => useServiceMutation((ids: number[]) => apiFetch<unknown>('/api/admin/services/order', { method: 'PUT', auth: true, body: { ids } }));

/** PUT /api/admin/content/social: the networks' links (only those sent change). */
export const useSaveSocial = () => useContentMutation((body: AdminSocialBody) => apiFetch<unknown>('/api/admin/content/social', { method: 'PUT', auth: true, body }));

/** The ordered lists of the content screens, each at /api/admin/content/{list}: the help page's FAQs and the company page's contact items, team and values. */
export type ContentList = 'faqs' | 'contact-items' | 'team' | 'values';

/** POST /api/admin/content/{list}: a new entry, added last. */
export const useAddEntry = <B>(list: ContentList) => useContentMutation((body: B) => apiFetch<unknown>(`/api/admin/content/${list}`, { method: 'POST', auth: true, body }));

/** PATCH /api/admin/content/{list}/{id}: any of the entry's fields. */
export const useEditEntry = <B>(list: ContentList) =>
  useContentMutation(({ id, body }: { id: number; body: B }) => apiFetch<unknown>(`/api/admin/content/${list}/${id}`, { method: 'PATCH', auth: true, body }));

/** DELETE /api/admin/content/{list}/{id}. */
export const useDeleteEntry = (list: ContentList) => useContentMutation((id: number) => apiFetch<unknown>(`/api/admin/content/${list}/${id}`, { method: 'DELETE', auth: true }));

/** PUT /api/admin/content/{list}/order: every entry's id in the new order. */
export const useReorderEntries = (list: ContentList) => useContentMutation((ids: number[]) => apiFetch<unknown>(`/api/admin/content/${list}/order`, { method: 'PUT', auth: true, body: { ids } }));

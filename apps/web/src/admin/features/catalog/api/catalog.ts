import { i18n } from '@lingui/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCatalogCreateBody,
  AdminCatalogDeleteResponse,
  AdminCatalogItem,
  AdminCatalogItemResponse,
  AdminCatalogListQuery,
  AdminCatalogListResponse,
  AdminCatalogPatchBody,
  AdminImageOrderBody,
} from '@atelier/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, NO_TOKEN_MESSAGE, apiFetch, apiRequest, apiUrl, readableServerMessage } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { downloadCsv, searchOf } from '@admin/components/download-csv';

/** Query keys of the back office's catalog: every list under `list`, each item under `detail`. */
export const adminCatalogKeys = {
  all: ['admin', 'catalog'] as const,
  list: (params: Record<string, unknown>) => ['admin', 'catalog', 'list', params] as const,
  detail: (id: number) => ['admin', 'catalog', 'detail', id] as const,
};

export interface CatalogListPage {
  items: AdminCatalogItem[];
  /** Every item the filters match (X-Total-Count). */
  total: number;
}

const itemPath = (id: number) => `/api/admin/catalog/${id}`;

/** GET /api/admin/catalog?q=&kind=&state=&page=&limit=: one page of items in every state, newest first. */
async function getCatalog(params: Partial<AdminCatalogListQuery>, signal?: AbortSignal): Promise<CatalogListPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const { data, response } = await apiRequest<AdminCatalogListResponse>(`/api/admin/catalog?${search}`, { auth: true, signal });
  const header = Number(response.headers.get('x-total-count'));
  return { items: data.items, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
}

/** The catalog list for `params`; the previous page stays on screen while the next loads. */
export const useCatalog = (params: Partial<AdminCatalogListQuery>) =>
  useQuery(queryOptions({ queryKey: adminCatalogKeys.list(params), queryFn: ({ signal }) => getCatalog(params, signal), staleTime: 10_000, placeholderData: keepPreviousData }));

/** GET /api/admin/catalog/{id}: one item in any state with its pictures (404 'Item not found'). */
export const useCatalogItem = (id: number) =>
  useQuery({
    queryKey: adminCatalogKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<AdminCatalogItemResponse>(itemPath(id), { auth: true, signal }).then((r) => r.item),
    enabled: Number.isInteger(id) && id > 0,
  });

/** POST /api/admin/catalog: a new item (draft unless `state` says otherwise); answers the item. */
export const createItem = (body: AdminCatalogCreateBody) => apiFetch<AdminCatalogItemResponse>('/api/admin/catalog', { method: 'POST', auth: true, body }).then((r) => r.item);
/** PATCH /api/admin/catalog/{id}: any editable field (prices: owner only, 403 for staff). */
export const patchItem = (id: number, body: AdminCatalogPatchBody) => apiFetch<AdminCatalogItemResponse>(itemPath(id), { method: 'PATCH', auth: true, body }).then((r) => r.item);
/** DELETE /api/admin/catalog/{id}: deleted, or archived when orders reference it (`deleted` false). */
export const deleteItem = (id: number) => apiFetch<AdminCatalogDeleteResponse>(itemPath(id), { method: 'DELETE', auth: true });
/** PATCH /api/admin/catalog/{id}/images/order: every picture id once, first is the cover; `alt` by id. */
export const orderImages = (id: number, body: AdminImageOrderBody) => apiFetch<AdminCatalogItemResponse>(`${itemPath(id)}/images/order`, { method: 'PATCH', auth: true, body }).then((r) => r.item);
/** DELETE /api/admin/catalog/{id}/images/{imageId}: answers the item without that picture. */
export const deleteImage = (id: number, imageId: number) => apiFetch<AdminCatalogItemResponse>(`${itemPath(id)}/images/${imageId}`, { method: 'DELETE', auth: true }).then((r) => r.item);

/**
 * POST /api/admin/catalog/{id}/images (multipart, field `files`, up to 10 pictures of 5 MB): sent with
 * XMLHttpRequest because fetch cannot report upload progress; `onProgress` gets 0..1 as bytes leave.
 * Fails with ApiError carrying the server's readable message, like apiFetch.
 */
export function uploadImages(id: number, files: readonly File[], onProgress: (fraction: number) => void): Promise<AdminCatalogItem> {
  const token = getToken();
  if (!token) return Promise.reject(new ApiError(0, NO_TOKEN_MESSAGE));
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`${itemPath(id)}/images`));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.locale || 'en');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        data = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((data as unknown as AdminCatalogItemResponse).item);
      else reject(new ApiError(xhr.status, readableServerMessage(xhr.status, data), {}, data));
    };
    xhr.send(form);
  });
}

/** Keeps the cache in step after a write that answers the item: its detail becomes the answer, lists refetch. */
export function useItemWrite<TArgs>(write: (args: TArgs) => Promise<AdminCatalogItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (item) => {
      queryClient.setQueryData(adminCatalogKeys.detail(item.id), item);
      void queryClient.invalidateQueries({ queryKey: [...adminCatalogKeys.all, 'list'] });
    },
  });
}

/**
 * GET /api/admin/catalog.csv with the list's filters (owner; docs/decisions/127): one row per variant
 * on sale, saved as a file (downloadCsv). Throws ApiError with the server's message.
 */
export function downloadCatalogCsv(filters: Pick<AdminCatalogListQuery, 'q' | 'kind' | 'state'>): Promise<void> {
  return downloadCsv(`/api/admin/catalog.csv?${searchOf(filters)}`, 'catalog.csv');
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCouponCreateBody, AdminCouponDeleteResponse, AdminCouponListQuery, AdminCouponListResponse, AdminCouponPatchBody, AdminCouponResponse } from '@atelier/contracts';
import { apiFetch, apiRequest } from '@/lib/api-client';

/** Query keys of the back office's coupons. */
export const adminCouponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (params: Record<string, unknown>) => ['admin', 'coupons', 'list', params] as const,
  detail: (id: number) => ['admin', 'coupons', 'detail', id] as const,
};

const couponPath = (id: number) => `/api/admin/coupons/${id}`;

/** GET /api/admin/coupons?q=&page=&limit= (owner): coupons newest first, each with its usage count; total from X-Total-Count. */
export const useCoupons = (params: Partial<AdminCouponListQuery>) =>
  useQuery({
    queryKey: adminCouponKeys.list(params),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
      const { data, response } = await apiRequest<AdminCouponListResponse>(`/api/admin/coupons?${search}`, { auth: true, signal });
      const header = Number(response.headers.get('x-total-count'));
      return { coupons: data.coupons, total: response.headers.has('x-total-count') && Number.isFinite(header) ? header : data.total };
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** GET /api/admin/coupons/{id} (owner): the coupon and the orders that used it (newest first, at most 100). */
export const useCoupon = (id: number) =>
  useQuery({ queryKey: adminCouponKeys.detail(id), queryFn: ({ signal }) => apiFetch<AdminCouponResponse>(couponPath(id), { auth: true, signal }), enabled: Number.isInteger(id) && id > 0 });

/** POST /api/admin/coupons (owner): 409 when the code is taken. */
export const createCoupon = (body: AdminCouponCreateBody) => apiFetch<AdminCouponResponse>('/api/admin/coupons', { method: 'POST', auth: true, body });
/** PATCH /api/admin/coupons/{id} (owner): any field. */
export const patchCoupon = (id: number, body: AdminCouponPatchBody) => apiFetch<AdminCouponResponse>(couponPath(id), { method: 'PATCH', auth: true, body });
/** DELETE /api/admin/coupons/{id} (owner): deleted, or turned off when orders used it (`deleted` false). */
export const deleteCoupon = (id: number) => apiFetch<AdminCouponDeleteResponse>(couponPath(id), { method: 'DELETE', auth: true });

import { z } from 'zod';
import { PageQuery, idSchema, pageLimit, wireNumber } from './common.js';
import { COUPON_STATES } from './domain/coupon.js';
import { ORDER_STATUSES } from './domain/order-status.js';

/**
 * The back office's coupons (docs/decisions/101): the query, body and reply of
 * `/api/admin/coupons/*`, all owner only (capability `coupons.manage`), and the texts of the
 * coupon rules the checkout enforces (dates, per-customer limit). Money is whole RWF on the wire;
 * times are ISO 8601 strings. The customer's side (POST /api/coupons/validate) is in orders/public.ts.
 */

/** Texts of the coupons' answers, in the back office and at checkout. */
export const COUPON_ADMIN_MESSAGES = {
  couponNotFound: 'Coupon not found',
  couponCodeTaken: 'Another coupon already uses this code',
  couponCodeInvalid: 'The code may hold only letters, digits, hyphens and underscores (3 to 32)',
  couponPercentRange: 'A percentage must be more than 0 and at most 100',
  couponEndsBeforeStart: 'The end must be after the start',
  couponNotStarted: 'This coupon is not valid yet',
  couponPerCustomerUsed: (limit: number) => (limit === 1 ? 'You have already used this coupon' : `You have already used this coupon ${limit} times`),
  couponSignInNeeded: 'Please sign in to use this coupon',
} as const;

const COUPON_TYPES = ['percentage', 'fixed'] as const;

const CouponMoney = (name: string) =>
  wireNumber(
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number of RWF`)
      .positive(`${name} must be more than 0`)
      .max(1_000_000_000, `${name} must be at most 1,000,000,000 RWF`),
  );
const CouponCount = (name: string) =>
  wireNumber(
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be 1 or more`)
      .max(1_000_000, `${name} must be at most 1,000,000`),
  );
const IsoTime = z
  .string({ error: 'Please give a date and time' })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), 'Please give a date as YYYY-MM-DD or an ISO 8601 time');

const couponFields = {
  code: z
    .string({ error: 'Please enter a code' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, COUPON_ADMIN_MESSAGES.couponCodeInvalid)
    .transform((v) => v.toUpperCase()),
  type: z.enum(COUPON_TYPES, { error: 'type must be percentage or fixed' }),
  /** Percent (0 < value ≤ 100) for percentage coupons, whole RWF for fixed ones. */
  value: wireNumber(z.number({ error: 'Please enter a value' }).positive('The value must be more than 0').max(1_000_000_000, 'The value must be at most 1,000,000,000')),
  minAmount: CouponMoney('The minimum amount').nullable(),
  maxDiscount: CouponMoney('The maximum discount').nullable(),
  usageLimit: CouponCount('The usage limit').nullable(),
  perCustomerLimit: CouponCount('The per-customer limit').nullable(),
  startsAt: IsoTime.nullable(),
  endsAt: IsoTime.nullable(),
  active: z.boolean({ error: 'active must be true or false' }),
};

/** POST /api/admin/coupons (owner). Limits and dates default to none, active to true. */
export const AdminCouponCreateBody = z
  .object({
    code: couponFields.code,
    type: couponFields.type,
    value: couponFields.value,
    minAmount: couponFields.minAmount.default(null),
    maxDiscount: couponFields.maxDiscount.default(null),
    usageLimit: couponFields.usageLimit.default(null),
    perCustomerLimit: couponFields.perCustomerLimit.default(null),
    startsAt: couponFields.startsAt.default(null),
    endsAt: couponFields.endsAt.default(null),
    active: couponFields.active.default(true),
  })
  .strict();
export type AdminCouponCreateBody = z.infer<typeof AdminCouponCreateBody>;
/** PATCH /api/admin/coupons/{id} (owner): any field. */
export const AdminCouponPatchBody = z.object(couponFields).partial().strict();
export type AdminCouponPatchBody = z.infer<typeof AdminCouponPatchBody>;

/** GET /api/admin/coupons: `q` finds codes containing it; 20 a page, newest first. */
export const AdminCouponListQuery = z.object({
  q: z.string().trim().max(40, 'The search must be at most 40 characters').optional(),
  page: PageQuery.shape.page,
  limit: pageLimit(20),
});
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuery>;
export const AdminCouponParams = z.object({ id: idSchema('id') });

/** A coupon as the back office shows it; `usageCount` counts orders that used it and are not cancelled. */
export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  minAmount: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  usageCount: z.number().int(),
  /** Where it stands now, as the checkout would judge it (`couponState`): active, off, scheduled, expired or used_up. */
  state: z.enum(COUPON_STATES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** An order that used a coupon, newest first (at most 100 in the reply; `usageCount` has them all). */
export const AdminCouponOrder = z.object({
  id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  status: z.enum(ORDER_STATUSES),
  discount: z.number(),
  total: z.number(),
  created_at: z.string(),
});
export type AdminCouponOrder = z.infer<typeof AdminCouponOrder>;

export const AdminCouponListResponse = z.object({ success: z.literal(true), coupons: z.array(AdminCoupon), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminCouponListResponse = z.infer<typeof AdminCouponListResponse>;
export const AdminCouponResponse = z.object({ success: z.literal(true), coupon: AdminCoupon, orders: z.array(AdminCouponOrder) });
export type AdminCouponResponse = z.infer<typeof AdminCouponResponse>;
/** Reply of DELETE /api/admin/coupons/{id}: a coupon orders used is turned off (`deleted` false), never deleted. */
export const AdminCouponDeleteResponse = z.object({ success: z.literal(true), deleted: z.boolean(), message: z.string(), coupon: AdminCoupon.optional() });
export type AdminCouponDeleteResponse = z.infer<typeof AdminCouponDeleteResponse>;

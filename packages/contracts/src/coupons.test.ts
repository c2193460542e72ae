import { describe, expect, it } from 'vitest';
import { AdminCouponCreateBody } from './coupons.js';

describe('admin coupon bodies', () => {
  it('upper-cases the code and fills the defaults', () => {
    expect(AdminCouponCreateBody.parse({ code: 'welcome10', type: 'percentage', value: 10 })).toMatchObject({
      code: 'WELCOME10',
      minAmount: null,
      perCustomerLimit: null,
      startsAt: null,
      endsAt: null,
      active: true,
    });
  });
  it('refuses a zero limit, a bad date and a short code', () => {
    expect(AdminCouponCreateBody.safeParse({ code: 'OK1', type: 'fixed', value: 1, perCustomerLimit: 0 }).success).toBe(false);
    expect(AdminCouponCreateBody.safeParse({ code: 'OK1', type: 'fixed', value: 1, endsAt: 'tomorrow' }).success).toBe(false);
    expect(AdminCouponCreateBody.safeParse({ code: 'AB', type: 'fixed', value: 1 }).success).toBe(false);
  });
});

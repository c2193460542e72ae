import { describe, expect, it } from 'vitest';
import { StaffInviteBody } from '../accounts/admin.js';
import { AdminOrderListQuery, AdminPaymentBody, AdminStatusBody } from './admin.js';

describe('admin bodies', () => {
  it('needs a reason only to cancel', () => {
    expect(AdminStatusBody.safeParse({ status: 'processing' }).success).toBe(true);
    const cancel = AdminStatusBody.safeParse({ status: 'cancelled', reason: '  ' });
    expect(cancel.success).toBe(false);
    expect(cancel.error?.issues[0]?.message).toBe('Please give a reason for cancelling this order');
  });

  it('needs a reference for mobile money, whole positive RWF, and accepts amounts as strings', () => {
    expect(AdminPaymentBody.safeParse({ method: 'momo_mtn', amount: 5000 }).success).toBe(false);
    expect(AdminPaymentBody.parse({ method: 'momo_mtn', amount: '5000', reference: ' 123 ' })).toEqual({ method: 'momo_mtn', amount: 5000, reference: '123' });
    expect(AdminPaymentBody.parse({ method: 'cash', amount: 1, reference: '' })).toEqual({ method: 'cash', amount: 1 });
    expect(AdminPaymentBody.safeParse({ method: 'cash', amount: -1 }).success).toBe(false);
  });

  it('defaults the order list to 20 newest first and lower-cases invited addresses', () => {
    expect(AdminOrderListQuery.parse({})).toEqual({ page: 1, limit: 20, sort: '-created_at' });
    expect(StaffInviteBody.parse({ email: ' Sam@Example.COM ' })).toEqual({ email: 'sam@example.com' });
  });
});

import { describe, expect, it } from 'vitest';
import { AdminOrderListQuery, AdminPaymentBody, AdminStatusBody, CAPABILITIES, StaffInviteBody, can, hasRole } from './admin.js';

describe('roles and capabilities (docs/decisions/100)', () => {
  it('ranks owner above staff above customer', () => {
    expect([hasRole('admin', 'staff'), hasRole('staff', 'staff'), hasRole('user', 'staff'), hasRole('staff', 'admin'), hasRole(undefined, 'user'), hasRole('root', 'user')]).toEqual([true, true, false, false, false, false]);
  });

  it('keeps voids, refunds, exports, staff and settings for the owner; orders and payments for staff', () => {
    const ownerOnly = Object.entries(CAPABILITIES).filter(([, role]) => role === 'admin').map(([c]) => c);
    expect(ownerOnly).toEqual(expect.arrayContaining(['payments.void', 'refunds.record', 'orders.export', 'staff.manage', 'settings.manage', 'audit.read']));
    expect([can('staff', 'payments.record'), can('staff', 'orders.status'), can('staff', 'payments.void'), can('admin', 'payments.void'), can('user', 'orders.read')]).toEqual([true, true, false, true, false]);
  });

  it('lets staff create and edit catalog items but keeps prices for the owner (docs/decisions/101)', () => {
    expect([can('staff', 'catalog.manage'), can('staff', 'catalog.prices'), can('admin', 'catalog.prices'), can('user', 'catalog.manage')]).toEqual([true, false, true, false]);
  });
});

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

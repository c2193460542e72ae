import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, hasRole } from './admin.js';

describe('roles and capabilities (issue 14 "Roles")', () => {
  it('ranks owner above staff above customer', () => {
    expect([hasRole('admin', 'staff'), hasRole('staff', 'staff'), hasRole('user', 'staff'), hasRole('staff', 'admin'), hasRole(undefined, 'user'), hasRole('root', 'user')]).toEqual([true, true, false, false, false, false]);
  });

  it('keeps voids, refunds, exports, staff and settings for the owner; orders and payments for staff', () => {
    const ownerOnly = Object.entries(CAPABILITIES).filter(([, role]) => role === 'admin').map(([c]) => c);
    expect(ownerOnly).toEqual(expect.arrayContaining(['payments.void', 'refunds.record', 'orders.export', 'staff.manage', 'settings.manage', 'audit.read']));
    expect([can('staff', 'payments.record'), can('staff', 'orders.status'), can('staff', 'payments.void'), can('admin', 'payments.void'), can('user', 'orders.read')]).toEqual([true, true, false, true, false]);
  });

  it('lets staff create and edit catalog items but keeps prices for the owner (issue 15)', () => {
    expect([can('staff', 'catalog.manage'), can('staff', 'catalog.prices'), can('admin', 'catalog.prices'), can('user', 'catalog.manage')]).toEqual([true, false, true, false]);
  });
});

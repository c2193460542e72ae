import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, hasRole } from './admin.js';

describe('roles and capabilities (docs/decisions/100)', () => {
  it('ranks owner above staff above customer', () => {
    expect([hasRole('admin', 'staff'), hasRole('staff', 'staff'), hasRole('user', 'staff'), hasRole('staff', 'admin'), hasRole(undefined, 'user'), hasRole('root', 'user')]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps voids, refunds, exports, staff and settings for the owner; orders and payments for staff', () => {
    const ownerOnly = Object.entries(CAPABILITIES)
      .filter(([, role]) => role === 'admin')
      .map(([c]) => c);
    expect(ownerOnly).toEqual(expect.arrayContaining(['payments.void', 'refunds.record', 'orders.export', 'staff.manage', 'settings.manage', 'audit.read']));
    expect([can('staff', 'payments.record'), can('staff', 'orders.status'), can('staff', 'payments.void'), can('admin', 'payments.void'), can('user', 'orders.read')]).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('lets staff create and edit catalog items but keeps prices for the owner (docs/decisions/101)', () => {
    expect([can('staff', 'catalog.manage'), can('staff', 'catalog.prices'), can('admin', 'catalog.prices'), can('user', 'catalog.manage')]).toEqual([true, false, true, false]);
  });
});

describe('capabilities of bookings, returns, messages and customers (docs/decisions/103)', () => {
  it('lets staff handle bookings, returns, messages and customers; keeps subscribers and exports for the owner', () => {
    expect([can('staff', 'bookings.manage'), can('staff', 'customers.manage'), can('staff', 'customers.export'), can('admin', 'customers.export'), can('user', 'contact.manage')]).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    const desk = ['bookings', 'closures', 'returns', 'contact', 'customers', 'newsletter'];
    const ownerOnly = Object.entries(CAPABILITIES)
      .filter(([c, r]) => r === 'admin' && desk.includes(c.split('.')[0]!))
      .map(([c]) => c);
    expect(ownerOnly).toEqual(['bookings.export', 'customers.export', 'newsletter.read', 'newsletter.export']);
  });
});

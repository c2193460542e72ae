import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { AdminDashboard } from '@atelier/contracts';
import { AdminProvider } from './provider';
import { AdminRouter } from './router';
import { dashboardData } from './test-support';

/** Pages are lazy chunks, compiled on first use by the test runner: a busy machine may take seconds. */
const LAZY = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

let dashboard: AdminDashboard;
const baseDashboard = dashboardData({
  sales_today: { paid: 25000, awaiting_payment: 0, orders: 1 },
  sales_this_week: { paid: 25000, awaiting_payment: 180000, orders: 3 },
  orders_awaiting_payment: 2,
  orders_in_progress: 1,
  bookings_today: null,
  open_returns: null,
  unread_messages: null,
});

/** Opens /admin`path` as `role` (null: signed out); the API answers the session check and the dashboard. */
function open(path: string, role: 'user' | 'staff' | 'admin' | null) {
  const user = { id: 'u1', name: 'Nadia', email: 'nadia@example.com', phone: '+250788123456', role, status: 'active' };
  if (role) {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/auth/verify')) return Response.json({ success: true, user });
    if (url.endsWith('/api/admin/dashboard')) return Response.json({ success: true, dashboard });
    throw new TypeError(`unexpected call ${url}`);
  });
  window.history.replaceState(null, '', `/admin${path}`);
  return render(
    <AdminProvider>
      <AdminRouter />
    </AdminProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  dashboard = baseDashboard;
});
afterEach(() => vi.unstubAllGlobals());

describe('the back office gate (docs/decisions/099)', () => {
  it('asks a signed-out visitor to sign in where they are', async () => {
    open('/orders', null);
    expect(await screen.findByRole('form', { name: 'Sign in to the back office' }, LAZY)).toBeTruthy();
  });

  it('shows a customer a clear "No access", never a blank screen', async () => {
    open('/', 'user');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' }, LAZY)).toBeTruthy();
    expect(screen.getByText(/a customer account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
  });

  it('lets staff in without the owner-only sections, whose pages say "No access"', async () => {
    const view = open('/', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeTruthy();
    const sidebar = within(view.container).getByRole('navigation', { name: 'Back office' });
    expect(within(sidebar).getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(within(sidebar).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'Settings' })).toBeNull();
    view.unmount();
    open('/audit', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' }, LAZY)).toBeTruthy();
    expect(screen.getByText("This page is for the shop's owner.")).toBeTruthy();
  });

  it('shows the owner every section and the dashboard tiles', async () => {
    const view = open('/', 'admin');
    expect(await screen.findByText('RWF 180,000', undefined, LAZY)).toBeTruthy();
    const sidebar = within(view.container).getByRole('navigation', { name: 'Back office' });
    for (const name of ['Dashboard', 'Orders', 'Staff', 'Audit log', 'Settings']) expect(within(sidebar).getByRole('link', { name })).toBeTruthy();
  });

  it('shows the refunds owed on cancelled orders until they are recorded (docs/decisions/122)', async () => {
    dashboard = { ...baseDashboard, refunds_owed: { orders: 2, amount: 55000 } };
    open('/', 'staff');
    const owed = await screen.findByTestId('refunds-owed', undefined, LAZY);
    expect(owed.textContent).toBe('Refunds owed: 2 cancelled orders were paid RWF 55,000 that is not refunded yet. Record each refund on its order.');
    expect(owed.getAttribute('href')).toBe('/admin/orders?status=cancelled');
  });
});

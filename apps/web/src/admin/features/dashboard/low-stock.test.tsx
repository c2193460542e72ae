import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard } from '@atelier/contracts';
import { LAZY, dashboardData, openAdmin, staffUser } from '@admin/test-support';

vi.setConfig({ testTimeout: 30_000 });

const dashboard = (threshold: number): AdminDashboard =>
  dashboardData({
    sales_this_week: { paid: 0, awaiting_payment: 0, orders: 1 },
    low_stock: {
      threshold,
      total: 3,
      variants: [
        { item_id: 7, title: 'Imigongo High-Tops', state: 'published', variant_id: 71, variant_title: '40', sku: 'HT-40', stock: 0 },
        { item_id: 8, title: 'Kitenge Cap', state: 'published', variant_id: 81, variant_title: '', sku: 'kitenge-cap', stock: 2 },
      ],
    },
  });

/** The dashboard as `role`; the threshold PUT answers `saved` and the next dashboard read says it. */
function open(role: 'admin' | 'staff', refusal?: string) {
  let threshold = 2;
  return openAdmin('/', staffUser({ role }), ({ url, method, body }) => {
    if (url.endsWith('/api/admin/dashboard')) return Response.json({ success: true, dashboard: dashboard(threshold) });
    if (url.endsWith('/api/admin/settings') && method === 'PUT') {
      if (refusal) return Response.json({ error: refusal }, { status: 400 });
      threshold = (body as { low_stock_threshold: number }).low_stock_threshold;
      return Response.json({ success: true, settings: { momo_merchant_code: null, airtel_money_number: null, sales_email: null, low_stock_threshold: threshold } });
    }
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('low stock on the dashboard (docs/decisions/127)', () => {
  it('lists each variant running low with its SKU and units, linked to its item; the owner changes the threshold there', async () => {
    const calls = open('admin');
    const card = await screen.findByRole('region', { name: 'Low stock' }, LAZY);
    expect(within(card).getByText('At or under 2 units')).toBeTruthy();
    const rows = within(within(card).getByRole('list', { name: 'Variants running low' })).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/admin/catalog/7', '/admin/catalog/8']);
    expect(rows[0]!.textContent).toBe('Imigongo High-Tops — 40SKU HT-40Sold out');
    expect(rows[1]!.textContent).toBe('Kitenge CapSKU kitenge-cap2 left');

    const field = within(card).getByLabelText('Low-stock threshold');
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Save threshold' }));
    expect(await within(card).findByText('The low-stock threshold cannot be negative')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(within(card).getByRole('button', { name: 'Save threshold' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ low_stock_threshold: 5 }), LAZY);
    expect(await within(card).findByText('At or under 5 units', undefined, LAZY)).toBeTruthy();
  });

  it('shows staff the list without the setting', async () => {
    open('staff');
    const card = await screen.findByRole('region', { name: 'Low stock' }, LAZY);
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    expect(within(card).queryByLabelText('Low-stock threshold')).toBeNull();
  });

  it('shows the server’s refusal of a threshold as it says it', async () => {
    open('admin', 'Only the owner can change the settings');
    const card = await screen.findByRole('region', { name: 'Low stock' }, LAZY);
    await userEvent.click(within(card).getByRole('button', { name: 'Save threshold' }));
    expect(await within(card).findByText('Only the owner can change the settings', undefined, LAZY)).toBeTruthy();
  });
});

describe('a long low-stock list (docs/decisions/127)', () => {
  it('shows the first six and the rest behind one button', async () => {
    const many = dashboard(2);
    many.low_stock = {
      threshold: 2,
      total: 60,
      variants: Array.from({ length: 50 }, (_, i) => ({
        item_id: 7,
        title: 'Imigongo High-Tops',
        state: 'published' as const,
        variant_id: 100 + i,
        variant_title: String(30 + i),
        sku: `HT-${30 + i}`,
        stock: 1,
      })),
    };
    openAdmin('/', staffUser({ role: 'staff' }), ({ url }) => (url.endsWith('/api/admin/dashboard') ? Response.json({ success: true, dashboard: many }) : undefined));
    const card = await screen.findByRole('region', { name: 'Low stock' }, LAZY);
    expect(within(card).getAllByRole('link')).toHaveLength(6);
    const more = within(card).getByRole('button', { name: 'Show all 50' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(within(card).getAllByRole('link')).toHaveLength(50);
    expect(within(card).getByText('Showing 50 of 60, fewest units first.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder, AdminOrderRow } from '@atelier/contracts';
import { LAZY, openAdmin } from '@admin/test-support';

vi.setConfig({ testTimeout: 30_000 });

const owner = { id: 'u1', name: 'Owner', email: 'owner@example.com', phone: '+250788000000', role: 'admin', status: 'active' };
const row = (n: number): AdminOrderRow => ({
  id: `o${n}`,
  order_number: `ATL-${n}`,
  customer_name: 'Claudine Uwera',
  customer_email: 'c@example.com',
  customer_phone: '+250788555444',
  total: 25000,
  amount_paid: 0,
  amount_due: 25000,
  status: 'pending',
  payment_status: 'pending',
  created_at: '2026-11-24T10:00:00.000Z',
  item_count: 1,
  channel: 'web',
  pay_url: `http://localhost:3000/pay/ATL-${n}?key=k`,
});
const addr = { address: 'KN 4 Ave 8', address2: null, city: 'Kigali', state: 'Kigali', country: 'Rwanda', postal_code: '00000' };
const order: AdminOrder = {
  ...row(1),
  allowed_transitions: ['processing', 'cancelled'],
  currency: 'RWF',
  whatsapp_url: null,
  subtotal: 25000,
  discount: 0,
  shipping: 0,
  amount_refunded: 0,
  coupon: null,
  note: null,
  lines_editable: true,
  pay_link_whatsapp_url: null,
  customer: { user_id: 'c1', customer_id: null, first_name: 'Claudine', last_name: 'Uwera', name: 'Claudine Uwera', email: 'c@example.com', phone: '+250788555444' },
  shipping_address: addr,
  billing_address: addr,
  lines: [],
  payments: [],
  refunds: [],
  notes: [],
  timeline: [],
  updated_at: '2026-11-24T10:00:00.000Z',
  cancelled_at: null,
  paid_at: null,
};

/** The back office at /admin`path` as the owner; every API call is recorded. */
function open(path: string, shown: AdminOrder = order) {
  return openAdmin(path, owner, ({ url }) => {
    if (url.includes('/api/admin/orders?')) return Response.json({ success: true, orders: [row(1), row(2)], total: 45, page: 1, limit: 20 }, { headers: { 'x-total-count': '45' } });
    if (url.endsWith('/api/admin/orders/o1/payments')) return Response.json({ error: 'A payment with this reference is already recorded', code: 'CONFLICT' }, { status: 409 });
    if (url.endsWith('/api/admin/orders/o1')) return Response.json({ success: true, order: shown });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('order list (docs/decisions/100)', () => {
  it('searches on the server, pages by X-Total-Count and sorts from the table header', async () => {
    const calls = open('/orders');
    expect(await screen.findByText('45 orders', undefined, LAZY)).toBeTruthy();
    expect(screen.getByText('Page', { exact: false }).textContent).toContain('of 3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '0788555444{Enter}');
    await waitFor(() => expect(calls.some((c) => c.url.includes('q=0788555444'))).toBe(true), LAZY);
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(calls.some((c) => /sort=-?total/.test(c.url) && c.url.includes('q=0788555444'))).toBe(true), LAZY);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('page=2'))).toBe(true), LAZY);
  });
});

describe('record a payment', () => {
  it("prefills what is due, needs a mobile-money reference, and shows the server's refusal as it says it", async () => {
    const calls = open('/orders/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }, LAZY));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    expect((within(dialog).getByLabelText('Amount (RWF)') as HTMLInputElement).value).toBe('25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Please enter the mobile-money transaction reference', undefined, LAZY)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Transaction reference'), 'MP123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert', undefined, LAZY)).toHaveProperty('textContent', 'A payment with this reference is already recorded');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'momo_mtn', amount: 25000, reference: 'MP123' });
  });
});

describe('refunds (docs/decisions/105)', () => {
  it('a refund recorded with a return says so and leads to the refunded returns', async () => {
    const paid: AdminOrder = {
      ...order,
      amount_paid: 25000,
      amount_refunded: 12000,
      refunds: [{ id: 'f1', amount: 12000, method: 'momo_mtn', reference: 'MP9', reason: 'Return request (Wrong size)', recorded_at: '2026-11-24T10:00:00.000Z', recorded_by: null, return_id: 'r1' }],
    };
    open('/orders/o1', paid);
    const link = await screen.findByRole('link', { name: 'Settles a return request' }, LAZY);
    expect(link.getAttribute('href')).toBe('/admin/returns?status=refunded');
    expect(screen.getByText(/Return request \(Wrong size\)/)).toBeTruthy();
  });
});

describe('cancelling a paid order (docs/decisions/122)', () => {
  it('says how much was received and that it must be refunded; nothing when nothing was paid', async () => {
    open('/orders/o1', { ...order, payment_status: 'partially_paid', amount_paid: 20000, amount_refunded: 5000, amount_due: 5000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByTestId('cancel-refund-owed').textContent).toBe(
      'RWF 15,000 was received on this order: it must be refunded to the customer. Record the refund here once it is paid back.',
    );
    cleanup();
    open('/orders/o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY));
    expect(within(screen.getByRole('dialog', { name: 'Cancel order' })).queryByTestId('cancel-refund-owed')).toBeNull();
  });
});

describe('order lines with their variant (docs/decisions/127)', () => {
  it('shows the size bought and its SKU under the line; a line older than variants shows as before', async () => {
    const line = { id: 1, product_id: 3, kind: 'product', description: '', quantity: 1, unit_price: 25000, price: 25000, line_total: 25000, material: null, size: null, washable: true, image: null };
    open('/orders/o1', {
      ...order,
      lines: [
        { ...line, product_name: 'Imigongo High-Tops', variant_id: 31, variant_title: '42 / Red', sku: 'HIGHTOPS-42-RED' },
        { ...line, id: 2, product_name: 'Kitenge Cap', variant_id: null, variant_title: '', sku: null },
      ],
    } as AdminOrder);
    expect(await screen.findByText('Imigongo High-Tops', undefined, LAZY)).toBeTruthy();
    const variants = screen.getAllByTestId('line-variant');
    expect(variants).toHaveLength(1);
    expect(variants[0]!.textContent).toBe('42 / Red · SKU HIGHTOPS-42-RED');
    expect(screen.getByText('Kitenge Cap')).toBeTruthy();
  });
});

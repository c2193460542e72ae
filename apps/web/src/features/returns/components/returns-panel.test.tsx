import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder } from '@/test/orders';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { ReturnsPanel, isReturnable, type OrdersSource } from './returns-panel';

// Several typed fields per test: a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const recent = new Date().toISOString();
const paid = { payment_status: 'paid', amount_paid: 65000, amount_due: 0 } as const;
const ORDERS = [
  makeOrder(1, 2, { created_at: recent, ...paid, amount_paid: 130000 }),
  makeOrder(2, 1, { created_at: recent, ...paid }),
  makeOrder(3, 1, { created_at: '2020-01-01T00:00:00.000Z', ...paid }),
];
const source = (over: Partial<OrdersSource> = {}): OrdersSource => ({ orders: ORDERS, failed: false, retry: () => undefined, ...over });

const RETURN = {
  id: 'ret-1',
  order_id: 'order-2',
  order_number: 'ATL-000002',
  order_item_id: null,
  product_name: null,
  reason: 'Wrong size or fit',
  details: 'Half a size too small.',
  status: 'requested',
  message: null,
  created_at: '2026-03-13T10:00:00.000Z',
  updated_at: '2026-03-13T10:00:00.000Z',
};

function setup(routes: Parameters<typeof mockFetch>[0], src = source()) {
  const fetch = mockFetch({ 'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }), ...routes });
  const user = userEvent.setup();
  renderWithProviders(<ReturnsPanel source={src} />);
  return { fetch, user };
}

describe('isReturnable (30-day window)', () => {
  it('accepts orders up to 30 days old', () => {
    const now = Date.parse('2026-03-31T00:00:00Z');
    expect(isReturnable({ created_at: '2026-03-01T00:00:00Z' }, now)).toBe(true);
    expect(isReturnable({ created_at: '2026-02-28T23:59:00Z' }, now)).toBe(false);
  });
});

describe('Returns tab (spec 02 §2, §5 Return request, §8)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the return requests with their status', async () => {
    setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [RETURN, { ...RETURN, id: 'ret-2', order_item_id: 101, product_name: 'Sneakers 2', status: 'approved' }] } }) });
    const list = await screen.findByRole('list', { name: 'Return requests' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Whole order')).toBeTruthy();
    expect(within(rows[0]!).getByText('Requested')).toBeTruthy();
    expect(within(rows[0]!).getByText('Half a size too small.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sneakers 2')).toBeTruthy();
    expect(within(rows[1]!).getByText('Approved')).toBeTruthy();
  });

  it("shows a declined request's status and the shop's message", async () => {
    setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [{ ...RETURN, status: 'declined', message: 'Custom-painted items cannot be returned.' }] } }) });
    const list = await screen.findByRole('list', { name: 'Return requests' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Declined')).toBeTruthy();
    expect(row.textContent).toContain('Message from us: Custom-painted items cannot be returned.');
  });

  it("empty: 'No return requests yet'; failure: 'Failed to load returns' with Retry", async () => {
    let fail = true;
    const { user } = setup({ 'GET /api/returns/me': () => (fail ? { status: 500, body: { error: 'Something went wrong' } } : { body: { success: true, items: [] } }) });
    expect(await screen.findByText('Failed to load returns')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No return requests yet')).toBeTruthy();
  });

  it("refuses a request without order or reason: 'Order and reason are required'", async () => {
    const { user, fetch } = setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [] } }) });
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const form = screen.getByRole('form', { name: 'Request a return' });
    // Only orders inside the 30-day window are offered.
    const offered = within(within(form).getByLabelText('Order'))
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(offered).toHaveLength(3);
    expect(offered.some((text) => text.startsWith('ATL-000003'))).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect(within(form).getByRole('alert').textContent).toBe('Order and reason are required');
    expect(document.activeElement).toBe(within(form).getByLabelText('Order'));
    await user.selectOptions(within(form).getByLabelText('Order'), 'order-1');
    await user.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect(document.activeElement).toBe(within(form).getByLabelText('Reason'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends order, the chosen item, reason and details; the list refreshes', async () => {
    let sent: unknown = null;
    let items: unknown[] = [];
    const { user } = setup({
      'GET /api/returns/me': () => ({ body: { success: true, items } }),
      'POST /api/returns': ({ body }) => {
        sent = body;
        items = [{ ...RETURN, id: 'ret-9', order_id: 'order-1', order_number: 'ATL-000001', order_item_id: 101, product_name: 'Sneakers 2', reason: 'Damaged or defective' }];
        return { status: 201, body: { success: true, message: 'Return request submitted', item: items[0] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const form = screen.getByRole('form', { name: 'Request a return' });
    await user.selectOptions(within(form).getByLabelText('Order'), 'order-1');
    await user.selectOptions(within(form).getByLabelText('Item (optional)'), '101');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'Damaged or defective');
    await user.type(within(form).getByLabelText('Details (optional)'), 'Sole came apart.');
    await user.click(within(form).getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(sent).toEqual({ order_id: 'order-1', order_item_id: 101, reason: 'Damaged or defective', details: 'Sole came apart.' }));
    expect(await screen.findByText('Return request submitted')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Request a return' })).toBeNull();
    expect(await screen.findByText('Sneakers 2')).toBeTruthy();
  });

  it("shows the server's reason, else 'Failed to submit return'", async () => {
    let reply = { status: 409, body: { error: 'A return for this item is already open', code: 'CONFLICT' } as unknown };
    const { user } = setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [RETURN] } }), 'POST /api/returns': () => reply });
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const form = screen.getByRole('form', { name: 'Request a return' });
    await user.selectOptions(within(form).getByLabelText('Order'), 'order-2');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'Other');
    await user.click(within(form).getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('A return for this item is already open'));
    reply = { status: 502, body: undefined };
    await user.click(within(form).getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Failed to submit return'));
  });

  it('offers a retry when the orders could not be loaded, and says when none can be returned', async () => {
    const retry = vi.fn();
    const { user } = setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [RETURN] } }) }, source({ orders: undefined, failed: true, retry }));
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    expect(screen.getByText('Failed to load your orders')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says so when no order is recent enough', async () => {
    const { user } = setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [] } }) }, source({ orders: [ORDERS[2]!] }));
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    expect(screen.getByText(/Returns are accepted within 30 days of the order\. None of your orders is that recent\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request a return' }));
  });

  it('says at once that an order with nothing paid cannot be returned yet, and sends nothing (docs/decisions/122)', async () => {
    const unpaid = makeOrder(4, 1, { created_at: recent });
    const { user, fetch } = setup({ 'GET /api/returns/me': () => ({ body: { success: true, items: [] } }) }, source({ orders: [...ORDERS, unpaid] }));
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const form = screen.getByRole('form', { name: 'Request a return' });
    await user.selectOptions(within(form).getByLabelText('Order'), 'order-4');
    const why = 'This order is not paid yet: a return can be requested once it is paid.';
    expect(within(form).getByRole('alert').textContent).toBe(why);
    expect(within(form).getByLabelText('Order').getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'Other');
    await user.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect(within(form).getByRole('alert').textContent).toBe(why);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // A paid order clears it.
    await user.selectOptions(within(form).getByLabelText('Order'), 'order-1');
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder } from '@/test/orders';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { moreItemsLabel } from './order-card';
import { OrdersPanel, RecentOrders } from './orders-panel';

/** mockFetch plus the session check the AuthProvider makes on load. */
function mockApi(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }), ...routes });
}

describe('moreItemsLabel (spec 02 §2: 3 items, then +N more items)', () => {
  it('is empty up to three lines, then counts the rest', () => {
    expect(moreItemsLabel(0)).toBe('');
    expect(moreItemsLabel(3)).toBe('');
    expect(moreItemsLabel(4)).toBe('+1 more item');
    expect(moreItemsLabel(7)).toBe('+4 more items');
  });
});

describe('Orders tab (spec 02 §2 Profile)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order with number, date, badges, total, 3 items then +N more items, linking to /orders/{id}', async () => {
    mockApi({
      'GET /api/orders/user/orders': () => ({
        body: {
          success: true,
          orders: [makeOrder(1, 5), makeOrder(2, 1, { status: 'completed', payment_status: 'paid' }), makeOrder(3, 1, { payment_status: 'partially_paid', amount_paid: 50000, amount_due: 15000 })],
        },
        headers: { 'x-total-count': '3' },
      }),
    });
    renderWithProviders(<OrdersPanel />);
    const first = (await screen.findByRole('link', { name: 'Order ATL-000001' })).closest('article')!;
    expect(first.querySelector('a')!.getAttribute('href')).toBe('/orders/order-1');
    expect(within(first).getByText('RWF 325,000')).toBeTruthy();
    expect(within(first).getByText('March 12, 2026')).toBeTruthy();
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(within(first).getByText('Payment pending')).toBeTruthy();
    expect(within(first).getAllByRole('listitem')).toHaveLength(4);
    expect(within(first).getByText('+2 more items')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Order ATL-000002' }).closest('article')!;
    expect(within(second).getByText('Completed')).toBeTruthy();
    expect(within(second).getByText('Paid')).toBeTruthy();
    expect(within(second).queryByText(/more item/)).toBeNull();
    expect(within(second).queryByText(/Balance due/)).toBeNull();
    // Part-paid: the amounts, not only "Partly paid" (docs/decisions/122).
    const third = screen.getByRole('link', { name: 'Order ATL-000003' }).closest('article')!;
    expect(within(third).getByText('Partly paid')).toBeTruthy();
    expect(within(third).getByText('Paid RWF 50,000 · Balance due RWF 15,000')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('pages through more than 10 orders with Previous/Next', async () => {
    const fetch = mockApi({
      'GET /api/orders/user/orders': () => ({ body: { success: true, orders: [makeOrder(1)] }, headers: { 'x-total-count': '12' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OrdersPanel />);
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(pager.textContent).toContain('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Page 2 of 2')).toBeTruthy();
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes('page=2') && u.includes('limit=10'))).toBe(true);
  });

  it("empty: 'No orders yet' with Start Shopping", async () => {
    mockApi({ 'GET /api/orders/user/orders': () => ({ body: { success: true, orders: [] }, headers: { 'x-total-count': '0' } }) });
    renderWithProviders(<OrdersPanel />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/store');
  });

  it("failure: 'Failed to load orders' with Retry", async () => {
    let fail = true;
    mockApi({
      'GET /api/orders/user/orders': () => (fail ? { status: 500, body: { error: 'Something went wrong' } } : { body: { success: true, orders: [makeOrder(1)] }, headers: { 'x-total-count': '1' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OrdersPanel />);
    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Order ATL-000001' })).toBeTruthy();
  });
});

describe('Recent orders on the overview (spec 02 §2, §9: 3 with View All Orders (N))', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 3, shows them and View All Orders with the total', async () => {
    const fetch = mockApi({
      'GET /api/orders/user/orders': () => ({ body: { success: true, orders: [makeOrder(1), makeOrder(2), makeOrder(3)] }, headers: { 'x-total-count': '7' } }),
    });
    const onViewAll = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RecentOrders onViewAll={onViewAll} />);
    const list = await screen.findByRole('list', { name: 'Recent orders' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/orders/user/orders?page=1&limit=3'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'View All Orders (7)' }));
    expect(onViewAll).toHaveBeenCalledOnce();
  });
});

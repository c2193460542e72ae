import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { makeOrder } from '@/test/orders';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { ProfileActivity } from './profile-activity';

const line = (i: number) => ({
  productId: i,
  kind: 'product' as const,
  title: `Shoe ${i}`,
  description: `Shoe ${i} description`,
  frontimage: null,
  price: 10000 * i,
  compare_at_price: null,
  quantity: 1,
  lineTotal: 10000 * i,
  material: 'Canvas',
  size: '42',
  washable: true,
  added_at: '2026-03-01T00:00:00.000Z',
});
const many = (n: number) => Array.from({ length: n }, (_, i) => line(i + 1));

/** Shows where the app went and the product handed to /payment in navigation state. */
function Payment() {
  const location = useLocation();
  const product = (location.state as { product?: { id: number; title: string; material: string } } | null)?.product;
  return <p>{`payment:${product?.id}:${product?.title}:${product?.material}`}</p>;
}

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({
    'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
    'GET /api/orders/user/orders': () => ({ body: { success: true, orders: [makeOrder(1), makeOrder(2), makeOrder(3)] }, headers: { 'x-total-count': '4' } }),
    'GET /api/cart': () => ({ body: { items: many(7), subtotal: 0, shipping: 0, total: 0, itemCount: 7 } }),
    'GET /api/wishlist': () => ({ body: { items: many(8) } }),
    'GET /api/products/me/ratings': () => ({
      body: {
        success: true,
        items: many(6).map((l) => ({ productId: l.productId, title: l.title, price: l.price, rating: 4, frontimage: null, updated_at: '2026-03-02T00:00:00.000Z', verified: l.productId === 1 })),
      },
    }),
    ...routes,
  });
  const onViewAll = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfileActivity onViewAllOrders={onViewAll} />} />
      <Route path="/payment" element={<Payment />} />
    </Routes>,
    { route: '/profile' },
  );
  return { user, onViewAll };
}

describe('Overview counters (spec 02 §2 Profile, §9 page sizes)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('counts orders, cart, wishlist and reviews; a counter opens and closes its panel', async () => {
    const { user, onViewAll } = setup();
    const region = screen.getByRole('region', { name: 'Your activity' });
    const orders = await within(region).findByRole('button', { name: 'Orders 4' });
    expect(await within(region).findByRole('button', { name: 'Cart 7' })).toBeTruthy();
    expect(await within(region).findByRole('button', { name: 'Wishlist 8' })).toBeTruthy();
    expect(await within(region).findByRole('button', { name: 'Reviews 6' })).toBeTruthy();
    expect(orders.getAttribute('aria-expanded')).toBe('false');
    await user.click(orders);
    expect(orders.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Orders' });
    expect(orders.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(await within(panel).findByRole('list', { name: 'Recent orders' })).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(panel).getByRole('button', { name: 'View All Orders (4)' }));
    expect(onViewAll).toHaveBeenCalledOnce();
    await user.click(orders);
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
  });

  it('cart: 5 per page; an item opens /payment with its details', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cart 7' }));
    const list = screen.getByRole('list', { name: 'Cart items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Shoe 7/ }));
    expect(await screen.findByText('payment:7:Shoe 7:Canvas')).toBeTruthy();
  });

  it('wishlist: 6 per page; an item opens /payment', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Wishlist 8' }));
    expect(within(screen.getByRole('list', { name: 'Wishlist items' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('navigation', { name: 'Wishlist items pages' }).textContent).toContain('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: /Shoe 2/ }));
    expect(await screen.findByText('payment:2:Shoe 2:Canvas')).toBeTruthy();
  });

  it('reviews: 5 per page with the stars given and the verified mark', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reviews 6' }));
    const list = screen.getByRole('list', { name: 'Your reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(5);
    expect(within(list).getAllByText('Verified buyer')).toHaveLength(1);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
  });

  it('a counter that failed to load says so, and its panel offers Try again', async () => {
    const { user } = setup({ 'GET /api/cart': () => ({ status: 500, body: { error: 'Something went wrong' } }) });
    await user.click(await screen.findByRole('button', { name: 'Cart not loaded' }));
    expect(screen.getByText('Failed to load cart items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('empty lists show their empty states', async () => {
    const { user } = setup({
      'GET /api/orders/user/orders': () => ({ body: { success: true, orders: [] }, headers: { 'x-total-count': '0' } }),
      'GET /api/wishlist': () => ({ body: { items: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Orders 0' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Wishlist 0' }));
    await waitFor(() => expect(screen.getByText('Your wishlist is empty.')).toBeTruthy());
  });
});

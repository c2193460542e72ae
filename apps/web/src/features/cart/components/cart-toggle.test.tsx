import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { CartToggle } from './cart-toggle';

const line = {
  productId: 7,
  kind: 'product' as const,
  title: 'Kivu Blues',
  description: '',
  frontimage: null,
  price: 30000,
  compare_at_price: null,
  quantity: 1,
  lineTotal: 30000,
  material: null,
  size: null,
  washable: true,
  added_at: '2026-03-01T00:00:00.000Z',
};
const cart = (items: (typeof line)[]) => ({ items, subtotal: items.length * 30000, shipping: 0, total: items.length * 30000, itemCount: items.length });

describe('CartToggle (spec 02 §4)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('is named for what a press does: add, then remove once the item is in the cart', async () => {
    let items: (typeof line)[] = [];
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/cart': () => ({ body: cart(items) }),
      'POST /api/cart': () => ((items = [line]), { body: cart(items) }),
      'DELETE /api/cart/7': () => ((items = []), { body: cart(items) }),
    });
    renderWithProviders(<CartToggle productId={7} name="Kivu Blues" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Kivu Blues to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Kivu Blues from cart' }));
    expect(await screen.findByRole('button', { name: 'Add Kivu Blues to cart' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { WishlistToggle } from './wishlist-toggle';

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

describe('WishlistToggle (spec 02 §4)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('is named for what a press does: add, then remove once the item is in the wishlist', async () => {
    let items: (typeof line)[] = [];
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/wishlist': () => ({ body: { items } }),
      'POST /api/wishlist': () => ((items = [line]), { body: { success: true, message: 'Added to wishlist', items } }),
      'DELETE /api/wishlist/7': () => ((items = []), { body: { success: true, message: 'Removed from wishlist', items } }),
    });
    renderWithProviders(<WishlistToggle productId={7} name="Kivu Blues" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Kivu Blues to wishlist' }));
    const remove = await screen.findByRole('button', { name: 'Remove Kivu Blues from wishlist' });
    // A name that changes with the state carries the state itself: no aria-pressed to contradict it (WAI-ARIA APG, Button).
    expect(remove.hasAttribute('aria-pressed')).toBe(false);
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Add Kivu Blues to wishlist' })).toBeTruthy();
  });
});

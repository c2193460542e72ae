import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Cart } from '@atelier/contracts';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { highTopsCard } from '@/test/variants';
import { CartToggle } from './cart-toggle';

/** What the login page was handed. */
function LoginState() {
  return <output aria-label="login state">{JSON.stringify(useLocation().state)}</output>;
}

const empty: Cart = { items: [], subtotal: 0, shipping: 0, total: 0, itemCount: 0 };
const withLine: Cart = {
  items: [
    {
      productId: 5,
      variantId: 53,
      variantTitle: '42 / Red',
      kind: 'product',
      title: 'Imigongo High-Tops',
      description: '',
      frontimage: null,
      price: 48000,
      compare_at_price: 52000,
      quantity: 1,
      lineTotal: 48000,
      material: null,
      size: null,
      washable: true,
    },
  ],
  subtotal: 48000,
  shipping: 0,
  total: 48000,
  itemCount: 1,
};

describe('the card’s cart toggle on an item with several variants (docs/decisions/127)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens a sheet to choose the size and colour, then adds that variant', async () => {
    signIn();
    let cart = empty;
    const fetch = mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/cart': () => ({ body: cart }),
      'POST /api/cart': () => ((cart = withLine), { body: cart }),
    });
    renderWithProviders(<CartToggle productId={5} name="Imigongo High-Tops" item={highTopsCard} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose options and add Imigongo High-Tops to cart' }));

    const sheet = await screen.findByRole('dialog', { name: 'Imigongo High-Tops' });
    expect(within(sheet).getByText('From RWF 45,000')).toBeTruthy();
    expect((within(sheet).getByRole('radio', { name: /^41\W+Sold out$/ }) as HTMLInputElement).disabled).toBe(true);
    // Nothing is added before a size is chosen.
    await user.click(within(sheet).getByRole('button', { name: 'Choose a size' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(sheet).getByRole('radio', { name: '42' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Red' }));
    expect(within(sheet).getByText('RWF 48,000')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productId: 5, variantId: 53, quantity: 1 });
    expect(await screen.findByText('Added to cart')).toBeTruthy();
  });

  it('offers to remove a variant already in the cart, naming it in the DELETE', async () => {
    signIn();
    let cart = withLine;
    const fetch = mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/cart': () => ({ body: cart }),
      'DELETE /api/cart/5': () => ((cart = empty), { body: cart }),
    });
    renderWithProviders(<CartToggle productId={5} name="Imigongo High-Tops" item={highTopsCard} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose options and add Imigongo High-Tops to cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Imigongo High-Tops' });
    await user.click(within(sheet).getByRole('radio', { name: '42' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Red' }));
    await user.click(within(sheet).getByRole('button', { name: 'Remove from cart' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/api/cart/5?variantId=53'))).toBe(true));
  });

  it('sends a signed-out visitor to log in with the chosen variant', async () => {
    mockFetch({});
    renderWithProviders(
      <Routes>
        <Route path="/store" element={<CartToggle productId={5} name="Imigongo High-Tops" item={highTopsCard} />} />
        <Route path="/login" element={<LoginState />} />
      </Routes>,
      { route: '/store' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose options and add Imigongo High-Tops to cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Imigongo High-Tops' });
    await user.click(within(sheet).getByRole('radio', { name: '40' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Blue' }));
    await user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    // The login page adds it once signed in (spec 02 §4).
    const state = JSON.parse((await screen.findByLabelText('login state')).textContent ?? '{}') as Record<string, unknown>;
    expect(state).toMatchObject({ from: '/store', intent: 'cart', productId: 5, variantId: 54 });
  });
});

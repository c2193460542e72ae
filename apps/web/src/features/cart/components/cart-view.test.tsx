import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@atelier/contracts';
import { CartView } from './cart-view';
import { mockFetch, renderWithProviders, signIn, testUser, type MockReply } from '@/test/utils';

const line = {
  productId: 2,
  variantId: 20,
  variantTitle: '',
  kind: 'product' as const,
  title: 'Kigali Sunrise Low-Tops',
  description: 'Low-top canvas sneakers.',
  frontimage: '/media/demo/kigali-0-640.webp',
  price: 39500,
  compare_at_price: null,
  quantity: 1,
  lineTotal: 39500,
  material: 'Canvas',
  size: 'EU 36–45',
  washable: true,
};
const cartOf = (quantity: number): Cart =>
  quantity === 0
    ? { items: [], subtotal: 0, shipping: 0, total: 0, itemCount: 0 }
    : { items: [{ ...line, quantity, lineTotal: 39500 * quantity }], subtotal: 39500 * quantity, shipping: 0, total: 39500 * quantity, itemCount: quantity };

/** A reply the test releases when it wants, to look at the screen while the request is in flight. */
function deferred() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => (release = resolve));
  return { promise, release };
}

function setup(put: (quantity: number) => Promise<MockReply> | MockReply) {
  signIn();
  const fetch = mockFetch({
    'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
    'GET /api/cart': () => ({ body: cartOf(1) }),
    'PUT /api/cart/2': ({ body }) => put((body as { quantity: number }).quantity),
  });
  renderWithProviders(<CartView onCheckout={vi.fn()} onItemOpen={vi.fn()} />, { route: '/cart' });
  return { fetch, user: userEvent.setup() };
}

const quantity = () => screen.getByRole('status', { name: /quantity of/i }).textContent;

describe('CartView quantity (spec 02 §4: optimistic, reverted on failure)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the new quantity at once and reverts it with a toast when the server refuses', async () => {
    const reply = deferred();
    const { user } = setup(() => reply.promise);
    await screen.findByText(line.title);
    expect(quantity()).toBe('1');

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${line.title}` }));
    expect(quantity()).toBe('2');
    expect(screen.getByLabelText('Line total RWF 79,000')).toBeTruthy();

    reply.release({ status: 500, body: { error: 'Internal error', code: 'INTERNAL' } });
    expect(await screen.findByText('Failed to update cart')).toBeTruthy();
    expect(quantity()).toBe('1');
    expect(screen.getByLabelText('Line total RWF 39,500')).toBeTruthy();
  });

  it("keeps the server's cart when the change succeeds", async () => {
    const { fetch, user } = setup((q) => ({ body: cartOf(q) }));
    await screen.findByText(line.title);
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${line.title}` }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/cart/2') && init?.method === 'PUT')).toBe(true));
    await waitFor(() => expect(quantity()).toBe('2'));
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    const rows = Array.from(summary.querySelectorAll('dl > div')).map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['Subtotal RWF 79,000', 'Shipping: Free', 'Total RWF 79,000']);
    expect(localStorage.getItem('cart_ids')).toBe('[2]');
  });

  it('removes the line when the quantity goes to 0', async () => {
    const { fetch, user } = setup((q) => ({ body: cartOf(q) }));
    await screen.findByText(line.title);
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${line.title}` }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ quantity: 0, variantId: 20 });
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/store');
  });

  it("shows 'Failed to load cart items' with 'Try again' when the cart cannot load", async () => {
    signIn();
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/cart': () => ({ status: 500, body: { error: 'Internal error', code: 'INTERNAL' } }),
    });
    renderWithProviders(<CartView onCheckout={vi.fn()} onItemOpen={vi.fn()} />);
    expect(await screen.findByText('Failed to load cart items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('CartView artwork lines (one of a kind)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const artwork = { ...line, productId: 7, kind: 'artwork' as const, title: 'The Weavers', price: 520000, lineTotal: 520000 };

  it('shows no + on an artwork line, and says why', async () => {
    signIn();
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/cart': () => ({ body: { items: [artwork, line], subtotal: 559500, shipping: 0, total: 559500, itemCount: 2 } }),
    });
    renderWithProviders(<CartView onCheckout={vi.fn()} onItemOpen={vi.fn()} />, { route: '/cart' });
    await screen.findByText(artwork.title);
    expect(screen.queryByRole('button', { name: `Increase quantity of ${artwork.title}` })).toBeNull();
    expect(screen.getByRole('status', { name: `Quantity of ${artwork.title}` }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('One of a kind')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Decrease quantity of ${artwork.title}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Increase quantity of ${line.title}` })).toBeTruthy();
  });

  it("shows the server's reason when it refuses a quantity, not only 'Failed to update cart'", async () => {
    const { user } = setup(() => ({ status: 400, body: { error: 'Quantity must be at most 99', code: 'BAD_REQUEST' } }));
    await screen.findByText(line.title);
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${line.title}` }));
    expect(await screen.findByText('Quantity must be at most 99')).toBeTruthy();
    expect(quantity()).toBe('1');
  });
});

describe('CartView lines of an item in two sizes (docs/decisions/127)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const size = (variantId: number, variantTitle: string) => ({ ...line, productId: 5, variantId, variantTitle, title: 'Imigongo High-Tops', price: 45000, lineTotal: 45000 });

  it('names each line’s variant and sends it with every change', async () => {
    signIn();
    const lines = [size(51, '40 / Red'), size(53, '42 / Red')];
    const fetch = mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/cart': () => ({ body: { items: lines, subtotal: 90000, shipping: 0, total: 90000, itemCount: 2 } }),
      'PUT /api/cart/5': () => ({ status: 409, body: { error: 'Only 1 of Imigongo High-Tops — 42 / Red left', code: 'CONFLICT' } }),
      'DELETE /api/cart/5': () => ({ body: { items: [lines[1]], subtotal: 45000, shipping: 0, total: 45000, itemCount: 1 } }),
    });
    renderWithProviders(<CartView onCheckout={vi.fn()} onItemOpen={vi.fn()} />, { route: '/cart' });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Imigongo High-Tops — 40 / Red' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imigongo High-Tops — 42 / Red' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Imigongo High-Tops — 42 / Red' }));
    // The server's reason, as it words it; the quantity goes back.
    expect(await screen.findByText('Only 1 of Imigongo High-Tops — 42 / Red left')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ quantity: 2, variantId: 53 });

    await user.click(screen.getByRole('button', { name: 'Remove Imigongo High-Tops — 40 / Red' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Imigongo High-Tops — 40 / Red' })).toBeNull());
    const remove = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(remove?.[0])).toMatch(/\/api\/cart\/5\?variantId=51$/);
  });
});

/** The browser's offline state as a phone that lost its network has it: navigator.onLine false, then `offline`. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
}

describe('CartView offline (docs/decisions/136: the last cart, read-only)', () => {
  afterEach(() => {
    goOnline();
    vi.unstubAllGlobals();
  });
  const controls = () => [
    screen.getByRole('button', { name: `Decrease quantity of ${line.title}` }),
    screen.getByRole('button', { name: `Increase quantity of ${line.title}` }),
    screen.getByRole('button', { name: `Remove ${line.title}` }),
    screen.getByRole('button', { name: 'Proceed to Checkout' }),
  ];

  it('keeps the cart on screen when the connection drops, with changes and checkout off until it is back', async () => {
    setup((q) => ({ body: cartOf(q) }));
    await screen.findByText(line.title);
    expect(controls().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);

    act(() => goOffline());
    expect(screen.getByTestId('offline-note').textContent).toBe('You are offline: this is your cart as you last saw it. Changing it and checking out will work again when the connection is back.');
    expect(controls().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText(line.title)).toBeTruthy();

    act(() => goOnline());
    expect(screen.queryByTestId('offline-note')).toBeNull();
    expect(controls().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('opened offline, shows the last cart the server sent this account on this device', async () => {
    // A visit while online: the server's cart is kept as it arrives.
    setup(() => ({ body: cartOf(1) }));
    await screen.findByText(line.title);
    cleanup();

    goOffline();
    mockFetch({
      'GET /api/auth/verify': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/cart': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<CartView onCheckout={vi.fn()} onItemOpen={vi.fn()} />, { route: '/cart' });
    expect(await screen.findByText(line.title)).toBeTruthy();
    expect(screen.getByTestId('offline-note')).toBeTruthy();
    expect(controls().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByLabelText('Line total RWF 39,500')).toBeTruthy();
  });

  it("shows no other account's cart, and says the cart will come back with the network", async () => {
    setup(() => ({ body: cartOf(1) }));
    await screen.findByText(line.title);
    cleanup();
    // Another account signs in on this phone (the first one's session ended and took its copy).
    localStorage.setItem('offline_cart', JSON.stringify({ userId: 'someone-else', savedAt: Date.now(), data: cartOf(2) }));

    goOffline();
    mockFetch({
      'GET /api/auth/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<CartView onCheckout={vi.fn()} onItemOpen={vi.fn()} />, { route: '/cart' });
    expect((await screen.findByTestId('offline-note')).textContent).toBe('You are offline. Your cart will show here when the connection is back.');
    expect(screen.queryByText(line.title)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { CatalogItem } from '@atelier/contracts';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { sunriseLowTops } from '@/test/catalog';
import { highTops, highTopsCard } from '@/test/variants';
import type { CheckoutState } from '@/features/orders/checkout-data';
import { toProductDetails } from '@/features/catalog/product-details';
import PaymentRoute from './payment';

/** Where the app is, and what /checkout was handed. */
function Probe() {
  const location = useLocation();
  const state = location.state as CheckoutState | null;
  return (
    <>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <output aria-label="checkout line">{state?.cartData ? JSON.stringify(state.cartData.items[0]) : ''}</output>
    </>
  );
}

function renderItem(item: CatalogItem, route = `/store/${item.slug}`, more: Parameters<typeof mockFetch>[0] = {}, state?: unknown) {
  const fetch = mockFetch({
    [`GET /api/products/${item.slug}`]: () => ({ body: item }),
    [`GET /api/products/${item.id}`]: () => ({ body: item }),
    'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
    'GET /api/cart': () => ({ body: { items: [], subtotal: 0, shipping: 0, total: 0, itemCount: 0 } }),
    ...more,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/store/:slug" element={<PaymentRoute />} />
        <Route path="/payment" element={<PaymentRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route, state },
  );
  return { fetch, user: userEvent.setup() };
}

const size = () => screen.getByRole('radiogroup', { name: 'Size' });
const colour = () => screen.getByRole('radiogroup', { name: 'Colour' });
const location = () => screen.getByLabelText('location').textContent;

describe('the item page of an item with sizes and colours (docs/decisions/127)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows "From" the lowest price, and PAY NOW asks for a size until one is chosen', async () => {
    const { user } = renderItem(highTops);
    await screen.findByRole('heading', { name: 'Imigongo High-Tops' });
    expect(screen.getByText('From RWF 45,000')).toBeTruthy();
    // The sizes are the chips: the free-text size is left out.
    expect(screen.queryByText('EU 36–45')).toBeNull();
    const [pay, toCart] = screen.getAllByRole('button', { name: 'Choose a size' });
    expect(toCart).toBeTruthy();
    await user.click(pay!);
    // Nothing is bought: the customer is brought to the sizes.
    expect(location()).toBe('/store/imigongo-high-tops');
    expect(document.activeElement).toBe(within(size()).getByRole('radio', { name: '40' }));
  });

  it('disables a size sold out in every colour, and one sold out in the colour chosen', async () => {
    const { user } = renderItem(highTops);
    await screen.findByRole('radiogroup', { name: 'Size' });
    const soldOut = within(size()).getByRole('radio', { name: /^41\W+Sold out$/ }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    expect((within(size()).getByRole('radio', { name: '42' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('Sold out: 41')).toBeTruthy();

    await user.click(within(colour()).getByRole('radio', { name: 'Blue' }));
    expect((within(size()).getByRole('radio', { name: /^42\W+Sold out$/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(size()).getByRole('radio', { name: '40' }) as HTMLInputElement).disabled).toBe(false);
    // Only the first unchosen option is asked for now.
    expect(screen.getAllByRole('button', { name: 'Choose a size' })).toHaveLength(2);
  });

  it('shows the chosen variant’s price, puts it in the URL and buys exactly it', async () => {
    const { user } = renderItem(highTops);
    await screen.findByRole('radiogroup', { name: 'Size' });
    await user.click(within(size()).getByRole('radio', { name: '42' }));
    expect(screen.getAllByRole('button', { name: 'Choose a colour' })).toHaveLength(2);
    expect(location()).toBe('/store/imigongo-high-tops');

    await user.click(within(colour()).getByRole('radio', { name: 'Red' }));
    expect(location()).toBe('/store/imigongo-high-tops?variant=53');
    expect(screen.getByText('RWF 48,000')).toBeTruthy();
    expect(screen.getByTestId('compare-at').textContent).toContain('RWF 52,000');
    expect(screen.queryByText(/^From/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(location()).toBe('/checkout');
    const line = JSON.parse(screen.getByLabelText('checkout line').textContent ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ productId: 5, variantId: 53, variantTitle: '42 / Red', price: 48000, quantity: 1 });
  });

  it('opens a shared link with its variant chosen', async () => {
    renderItem(highTops, '/store/imigongo-high-tops?variant=54');
    await screen.findByRole('radiogroup', { name: 'Size' });
    expect((within(size()).getByRole('radio', { name: '40' }) as HTMLInputElement).checked).toBe(true);
    expect((within(colour()).getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('RWF 45,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeTruthy();
  });

  it('shows the chosen colour’s picture first', async () => {
    const { user } = renderItem(highTops);
    await screen.findByRole('radiogroup', { name: 'Colour' });
    expect(screen.getByRole('img', { name: 'Imigongo High-Tops, image 1 of 2' }).getAttribute('src')).toContain('red-640');
    await user.click(within(colour()).getByRole('radio', { name: 'Blue' }));
    expect(screen.getByRole('img', { name: 'Imigongo High-Tops, image 1 of 3' }).getAttribute('src')).toContain('blue-640');
  });

  it('shows each colour as a swatch of its picture once every colour has one; sizes never', async () => {
    const pictured = { ...highTops, variants: highTops.variants.map((v) => (v.options.Colour === 'Red' ? { ...v, image: '/media/demo/red-640.webp' } : v)) };
    renderItem(pictured);
    await screen.findByRole('radiogroup', { name: 'Colour' });
    const swatch = (name: string) => within(colour()).getByRole('radio', { name }).closest('label')?.querySelector('img')?.getAttribute('src');
    // The small rendition, and the chip's name stays its value (a screen reader hears "Red").
    expect([swatch('Red'), swatch('Blue')]).toEqual(['/media/demo/red-320.webp', '/media/demo/blue-320.webp']);
    expect(within(size()).queryAllByTestId('swatch')).toEqual([]);
  });

  it('shows no swatches while a colour has no picture of its own', async () => {
    renderItem(highTops);
    await screen.findByRole('radiogroup', { name: 'Colour' });
    expect(screen.queryAllByTestId('swatch')).toEqual([]);
  });

  it('adds the chosen variant to the cart from the item page', async () => {
    signIn();
    // The server's refusal reads as the server words it (docs/decisions/091).
    const { fetch, user } = renderItem(highTops, '/store/imigongo-high-tops?variant=51', {
      'POST /api/cart': () => ({ status: 409, body: { error: 'Only 1 of Imigongo High-Tops — 40 / Red left', code: 'CONFLICT' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 1 of Imigongo High-Tops — 40 / Red left')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productId: 5, variantId: 51, quantity: 1 });
  });

  it('shows no controls on a single-variant item, which is bought as before', async () => {
    const { user } = renderItem(sunriseLowTops);
    await screen.findByRole('heading', { name: sunriseLowTops.title });
    expect(screen.queryByTestId('variant-picker')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText('RWF 39,500')).toBeTruthy();
    expect(screen.getByText('EU 36–45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(JSON.parse(screen.getByLabelText('checkout line').textContent ?? '{}')).toMatchObject({ productId: 2, variantId: 20, price: 39500 });
  });

  it('opened from a cart line (which knows no variants), waits for them, then shows the line’s variant chosen', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const line = { id: 5, kind: 'product', title: 'Imigongo High-Tops', description: '', price: 48000, frontimage: null, images: [] };
    renderItem(highTops, '/payment?variant=53', { 'GET /api/products/5': async () => (await arrived, { body: highTops }) }, { product: line });
    const pay = await screen.findByRole('button', { name: 'PAY NOW' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('radiogroup', { name: 'Size' });
    expect((within(size()).getByRole('radio', { name: '42' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'PAY NOW' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opened from a card (whose variants have no SKU or picture, docs/decisions/127), loads the item and shows the chosen colour’s picture', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const { fetch, user } = renderItem(highTops, '/payment', { 'GET /api/products/5': async () => (await arrived, { body: highTops }) }, { product: toProductDetails(highTopsCard) });
    await screen.findByRole('radiogroup', { name: 'Colour' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/products/5'))).toBe(true);
    release();
    await user.click(within(colour()).getByRole('radio', { name: 'Blue' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Imigongo High-Tops, image 1 of 3' }).getAttribute('src')).toContain('blue-640'));
  });

  it('on /payment (the item in navigation state) the address names the item and the variant, so it can be shared', async () => {
    const { user } = renderItem(highTops, '/payment', {}, { product: toProductDetails(highTops) });
    await screen.findByRole('radiogroup', { name: 'Size' });
    await user.click(within(size()).getByRole('radio', { name: '40' }));
    await user.click(within(colour()).getByRole('radio', { name: 'Red' }));
    expect(location()).toBe('/payment?id=5&variant=51');
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { auth, expectAccessible, expectToast, item, openWithState, signIn, snap } from './support.js';

/**
 * One order per checkout, at the price on screen (docs/decisions/090), in real Chromium at phone and
 * desktop widths: each checkout is placed once (a cart order reloaded or reached with Back finds the
 * cart empty; a direct purchase reloaded shows its invoice), the order screen shows the server's quote
 * and BUY DIRECT sends what was shown, artwork lines have no +, and the payment method reads
 * 'WhatsApp'. Every test signs up its own customer.
 */

/** Fills the payment-information form (name, e-mail and phone come from the account) and proceeds. */
async function fillPaymentForm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Street address').fill('KG 7 Ave 12');
  await page.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('rwan');
  await page.getByRole('combobox', { name: 'Search countries' }).press('Enter');
  await page.getByLabel('State/Province').fill('Kigali City');
  await page.getByLabel('Postal code').fill('00000');
  await page.getByLabel('City').fill('Kigali');
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
}

async function orderCount(page: Page, token: string): Promise<number> {
  const reply = await page.request.get('/api/orders/user/orders', { headers: auth(token) });
  return ((await reply.json()) as { orders: unknown[] }).orders.length;
}

const totals = (page: Page) => page.locator('dl').filter({ hasText: 'Subtotal' }).last();

test.beforeEach(async ({ context }) => {
  // The machine is offline: answer wa.me locally so the WhatsApp tab has a page to land on.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>WhatsApp</p>' }));
});

test('a cart is ordered once: reloaded or reached with Back, the checkout says the cart is empty', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'once');
  const shoes = await item(request, 'products', 'Imigongo High-Top Sneakers');
  const sunrise = await item(request, 'products', 'Kigali Sunrise Low-Tops');
  for (const p of [shoes, sunrise]) expect((await request.post('/api/cart', { headers: auth(token), data: { productId: p.id, quantity: 1 } })).ok()).toBe(true);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillPaymentForm(page);
  await expect(page.getByText('Processing 2 item(s) from your cart')).toBeVisible();
  await expect(totals(page)).toContainText(`RWF ${(shoes.price + sunrise.price).toLocaleString('en-US')}`);
  await expectAccessible(page, '/checkout (order, cart)');
  await snap(page, testInfo, 'checkout-order-cart');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'BUY DIRECT' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  await whatsapp.close();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Order Created Successfully!')).toBeVisible();
  await dialog.getByRole('button', { name: 'View invoice' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await orderCount(page, token)).toBe(1);

  await test.step('Store, then Back: the empty-cart message and the cart page, not the old order screen', async () => {
    await page.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { name: shoes.title })).toBeVisible();
    await page.goBack();
    await expectToast(page, 'Your cart is empty. Please add items first.');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: 'Proceed to pay' })).toHaveCount(0);
  });

  await test.step('a reload of a cart checkout whose cart was ordered does the same', async () => {
    const old = { items: [{ productId: shoes.id, title: shoes.title, price: shoes.price, quantity: 1 }], subtotal: shoes.price, total: shoes.price, itemCount: 1 };
    // The entry as the first checkout left it (its state still holds the old items), then a reload of it.
    await page.evaluate((usr) => window.history.pushState({ usr, key: 'ordered-cart', idx: 9 }, '', '/checkout'), { cartData: old, fromCart: true, source: 'cart' });
    await page.reload();
    await expectToast(page, 'Your cart is empty. Please add items first.');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  });
  expect(await orderCount(page, token)).toBe(1);
});

test("a direct purchase reloaded after success shows its invoice; a blocked pop-up is said once; 'WhatsApp'", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'direct');
  const sunrise = await item(request, 'products', 'Kigali Sunrise Low-Tops');
  // A pop-up blocker: window.open gives nothing.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`/payment?id=${sunrise.id}`);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await fillPaymentForm(page);
  await page.getByRole('button', { name: 'BUY DIRECT' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Order Created Successfully!')).toBeVisible();
  await expect(dialog).toContainText('Unable to open WhatsApp. Please ensure pop-ups are allowed.');
  await expect(dialog).not.toContainText('We opened WhatsApp');
  const orderNumber = (await dialog.locator('strong').first().textContent())!.trim();
  expect(orderNumber).toMatch(/^ATL-/);
  await snap(page, testInfo, 'order-created-popup-blocked');
  await dialog.getByRole('button', { name: 'View invoice' }).click();

  await page.reload();
  const invoice = page.locator('.print-area');
  await expect(invoice.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to pay' })).toHaveCount(0);
  await expect(invoice.getByText('Payment method').locator('xpath=following-sibling::dd')).toHaveText('WhatsApp', { useInnerText: true });
  await expectAccessible(page, '/checkout (placed, reloaded)');
  await snap(page, testInfo, 'checkout-placed-reloaded');
  expect(await orderCount(page, token)).toBe(1);
});

test("the order screen shows the server's prices, and a price changed since the quote is shown before anything goes to WhatsApp", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'quoted');
  const shoes = await item(request, 'products', 'Imigongo High-Top Sneakers');

  await page.goto('/store');
  await expect(page.getByRole('heading', { name: shoes.title })).toBeVisible();
  await test.step('a tampered price in the navigation state is not what the screen shows', async () => {
    await openWithState(page, '/checkout', { source: 'product', cartData: { items: [{ productId: shoes.id, title: shoes.title, price: 1, quantity: 1 }], subtotal: 1, total: 1, itemCount: 1 } });
    await fillPaymentForm(page);
    await expect(totals(page)).toContainText(`RWF ${shoes.price.toLocaleString('en-US')}`);
    await expect(page.getByText('RWF 1', { exact: true })).toHaveCount(0);
    // The item's name reads in full, wrapped if need be (a phone showed "Imigongo Hi…").
    const name = page.getByRole('region', { name: 'Your items' }).getByText(shoes.title, { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    await snap(page, testInfo, 'checkout-order');
  });

  const two = `RWF ${(shoes.price * 2).toLocaleString('en-US')}`;
  await test.step('a stale quote: the order is refused, the new total shown, and the WhatsApp tab closed', async () => {
    // The quote the screen gets says 5,000 less than the server asks at order time (as if the price rose meanwhile).
    await page.route('**/api/orders/quote', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.quote.total -= 5000;
      body.quote.subtotal -= 5000;
      await route.fulfill({ response, json: body });
    });
    await openWithState(page, '/checkout', {
      source: 'product',
      cartData: { items: [{ productId: shoes.id, title: shoes.title, price: shoes.price, quantity: 2 }], subtotal: shoes.price * 2, total: shoes.price * 2, itemCount: 2 },
    });
    await fillPaymentForm(page);
    await expect(totals(page)).toContainText(`RWF ${(shoes.price * 2 - 5000).toLocaleString('en-US')}`);
    await page.unroute('**/api/orders/quote');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'BUY DIRECT' }).click();
    const tab = await popup;
    await expect(page.getByRole('alert').filter({ hasText: 'The price of your order has changed. Please check the new total, then press BUY DIRECT again.' })).toContainText(`New total: ${two}`);
    await expect.poll(() => tab.isClosed()).toBe(true);
    expect(tab.url()).not.toMatch(/wa\.me/);
    await expect(totals(page)).toContainText(two);
    expect(await orderCount(page, token)).toBe(0);
    await snap(page, testInfo, 'checkout-price-changed');
  });

  await test.step('pressed again, the order is placed at the total shown', async () => {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'BUY DIRECT' }).click();
    const whatsapp = await popup;
    await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
    await whatsapp.close();
    await expect(page.getByRole('dialog').getByText('Order Created Successfully!')).toBeVisible();
    const { orders } = (await (await page.request.get('/api/orders/user/orders', { headers: auth(token) })).json()) as { orders: Array<{ total: number }> };
    expect(orders.map((o) => o.total)).toEqual([shoes.price * 2]);
  });
});

test('an artwork line in the cart and the side cart has no +, and says it is one of a kind', async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'artcart');
  const weavers = await item(request, 'gallery', 'The Weavers');
  expect((await request.post('/api/cart', { headers: auth(token), data: { productId: weavers.id } })).ok()).toBe(true);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Cart items' }).getByText(weavers.title)).toBeVisible();
  await expect(main.getByRole('button', { name: `Increase quantity of ${weavers.title}` })).toHaveCount(0);
  await expect(main.getByText('One of a kind')).toBeVisible();
  await expectAccessible(page, '/cart (artwork)');
  await snap(page, testInfo, 'cart-artwork');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText(weavers.title)).toBeVisible();
  await expect(drawer.getByRole('button', { name: `Increase quantity of ${weavers.title}` })).toHaveCount(0);
  await expect(drawer.getByText('One of a kind')).toBeVisible();
  await snap(page, testInfo, 'side-cart-artwork');
});

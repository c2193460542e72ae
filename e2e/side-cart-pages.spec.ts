import { expect, test } from './fixtures.js';
import { recordPayment } from './admin-support.js';
import { auth, expectAccessible, item, signIn, snap, visible } from './support.js';

/**
 * The side cart's Transactions and Returns pages (docs/decisions/098): a signed-out
 * visitor gets a sign-in prompt that comes back to the page; a signed-in customer sees their orders
 * with payment status, and their return requests with the request form (the profile's panels).
 */

const FORM_DATA = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  address: 'KN 4 Ave 8',
  city: 'Kigali',
  state: 'Kigali City',
  country: 'Rwanda',
  postalCode: '00000',
};

test('Transactions and Returns: sign in from the page and come back, then the orders and the return form', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  // Signed out: the heading, a prompt, and Log in brings the visitor back.
  await page.goto('/transactions');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(main.getByText('Your orders and their payment status show here once you are logged in.')).toBeVisible();
  await expectAccessible(page, '/transactions signed out');
  await snap(page, testInfo, 'transactions-signed-out');

  const token = await signIn(page, request, testInfo, 'transactions');
  const shoes = await item(request, 'products', 'Kigali Sunrise Low-Tops');
  const placed = await request.post('/api/orders', {
    headers: { ...auth(token), 'idempotency-key': `side-cart-${testInfo.project.name}-${Date.now()}` },
    data: { paymentMethod: 'whatsapp', formData: FORM_DATA, cartData: { items: [{ productId: shoes.id, quantity: 1 }] }, fromCart: false },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as { id: string; order_number: string; total: number };
  // The shop records a first MoMo payment: the order is part-paid (docs/decisions/122).
  await recordPayment(request, testInfo, order.id, { method: 'momo_mtn', amount: 1000, reference: `MP${Date.now()}${testInfo.project.name.length}` });

  // The session is in local storage: drop it in this page, then sign in from the prompt.
  const email = await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { email: string }).email);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/transactions');
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('kigali-2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  // Transactions: the order with its status and payment status, opening the order.
  await expect(main.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const orders = main.getByRole('list', { name: 'Orders' });
  // One order (each card also lists its lines).
  await expect(orders.locator(':scope > li')).toHaveCount(1);
  const card = orders.locator(':scope > li').first();
  await expect(card.getByRole('link', { name: `Order ${order.order_number}` })).toBeVisible();
  await expect(card).toContainText('Pending');
  // Part-paid: the badge and the amounts (docs/decisions/122).
  await expect(card).toContainText('Partly paid');
  await expect(card).toContainText(`Paid RWF 1,000 · Balance due RWF ${(order.total - 1000).toLocaleString('en-US')}`);
  await expectAccessible(page, '/transactions signed in');
  await snap(page, testInfo, 'transactions');

  // Returns from the side cart: no request yet, then one made with the form.
  await visible(page.getByRole('button', { name: /^Cart, / })).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Your return requests' })).toBeVisible();
  await main.getByRole('button', { name: 'Request a return' }).click();
  const returnForm = page.getByRole('form', { name: 'Request a return' });
  await returnForm.getByLabel('Order').selectOption(order.id);
  await returnForm.getByLabel('Reason').selectOption('Wrong size or fit');
  await expectAccessible(page, '/returns form');
  await snap(page, testInfo, 'returns-form');
  await returnForm.getByRole('button', { name: 'Submit return request' }).click();
  await expect(page.getByText('Return request submitted')).toBeVisible();
  const list = main.getByRole('list', { name: 'Return requests' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(`Order ${order.order_number}`);
  await expect(list.getByRole('listitem').first()).toContainText('Requested');
  await snap(page, testInfo, 'returns');
});

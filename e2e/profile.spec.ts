import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { recordPayment } from './admin-support.js';
import { verificationCode } from './mail.js';
import { expectAccessible, expectToast, snap, uniqueEmail, visible } from './support.js';

/**
 * The profile journey (spec 02 §2 Profile, §3, §5, §8, §9): a customer with orders, addresses, a
 * rating, returns, a cart, a wishlist and a login history, all made through the API, walks every
 * tab of /profile in real Chromium — the overview's counters, Orders, Addresses, Security, Login
 * History and Returns — edits the profile, changes the password and deletes the account.
 */

interface Product {
  id: number;
  title: string;
}

const PASSWORD = 'kigali-2026';
const NEW_PASSWORD = 'nyamirambo-2027';
const FORM_DATA = {
  firstName: 'Claudine',
  lastName: 'Mukamana',
  phone: '+250788555444',
  address: 'KN 4 Ave 8',
  city: 'Kigali',
  state: 'Kigali City',
  country: 'Rwanda',
  postalCode: '00000',
};

/** A verified account made through the API, as a finished sign-up would leave it. */
async function createVerifiedAccount(request: APIRequestContext, email: string) {
  const created = await request.post('/api/users', { multipart: { name: 'Claudine Mukamana', email, phone: '+250788555444', password: PASSWORD } });
  expect(created.status()).toBe(201);
  const verified = await request.post('/api/auth/verify-email', { data: { email, verificationCode: await verificationCode(email) } });
  expect(verified.ok()).toBe(true);
}

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_FIREFOX = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/126.0 Mobile/15E148 Safari/605.1.15';

/** POST /api/auth/login → the token (each login is one more line of the login history). */
async function apiLogin(request: APIRequestContext, email: string, userAgent?: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: userAgent ? { 'user-agent': userAgent } : {} });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

/** Places an order through POST /api/orders with an Idempotency-Key; returns its id and number. */
async function placeOrder(request: APIRequestContext, token: string, email: string, lines: { productId: number; quantity: number }[]) {
  const res = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `profile-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { paymentMethod: 'whatsapp', formData: { ...FORM_DATA, email }, cartData: { items: lines }, fromCart: false },
  });
  expect(res.status()).toBe(201);
  const { order } = await res.json();
  return { id: order.id as string, number: order.order_number as string, items: order.order_items as { id: number; product_name: string }[] };
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('a customer with orders, addresses, ratings, returns and logins walks every profile tab', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  // Many steps, each with a full-page screenshot at device scale 2 on the phone.
  test.setTimeout(420_000);
  const email = uniqueEmail(testInfo, 'profile');
  const products: Product[] = await (await request.get('/api/products?limit=10')).json();
  expect(products.length).toBeGreaterThanOrEqual(8);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const orders: Awaited<ReturnType<typeof placeOrder>>[] = [];

  await test.step('set up through the API: account, 11 logins and a failed one, 4 orders, cart, wishlist, address, rating, a return', async () => {
    await createVerifiedAccount(request, email);
    const wrong = await request.post('/api/auth/login', { data: { email, password: 'not-my-password' } });
    expect(wrong.status()).toBe(401);
    let token = '';
    for (let i = 0; i < 9; i++) token = await apiLogin(request, email);
    // Two more from other devices: the history tells phone, tablet and desktop apart.
    await apiLogin(request, email, IPHONE_SAFARI);
    await apiLogin(request, email, IPAD_FIREFOX);
    // The oldest order has four lines: the list shows three, then '+1 more item'.
    orders.push(
      await placeOrder(
        request,
        token,
        email,
        products.slice(0, 4).map((p, i) => ({ productId: p.id, quantity: i + 1 })),
      ),
    );
    for (const p of products.slice(4, 7)) orders.push(await placeOrder(request, token, email, [{ productId: p.id, quantity: 1 }]));
    for (const p of products.slice(0, 6)) expect((await request.post('/api/cart', { headers: auth(token), data: { productId: p.id, quantity: 1 } })).ok()).toBe(true);
    for (const p of products.slice(0, 7)) expect((await request.post('/api/wishlist', { headers: auth(token), data: { productId: p.id } })).ok()).toBe(true);
    const address = await request.post('/api/addresses', {
      headers: auth(token),
      data: {
        first_name: 'Claudine',
        last_name: 'Mukamana',
        email,
        phone: '+250788555444',
        street_address: 'KN 4 Ave 8',
        country: 'Rwanda',
        province: 'Kigali City',
        zip_code: '00000',
        city: 'Kigali',
      },
    });
    expect(address.status()).toBe(201);
    expect((await request.post(`/api/products/${products[0]!.id}/ratings`, { headers: auth(token), data: { rating: 4 } })).ok()).toBe(true);
    // A return needs a payment (docs/decisions/122): the shop has recorded the first two orders'.
    for (const o of orders.slice(0, 2)) await recordPayment(request, testInfo, o.id);
    const ret = await request.post('/api/returns', { headers: auth(token), data: { order_id: orders[1]!.id, order_item_id: null, reason: 'Wrong size or fit', details: 'Half a size too small.' } });
    expect(ret.status()).toBe(201);
  });

  await test.step('log in in the browser and open /profile: the overview with its counters', async () => {
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 5_000 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Claudine Mukamana' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'Orders', 'Addresses', 'Security', 'Login History', 'Returns']);
    const counters = page.getByRole('region', { name: 'Your activity' });
    await expect(counters.getByRole('button', { name: /^Orders\s*4$/ })).toBeVisible();
    await expect(counters.getByRole('button', { name: /^Cart\s*6$/ })).toBeVisible();
    await expect(counters.getByRole('button', { name: /^Wishlist\s*7$/ })).toBeVisible();
    await expect(counters.getByRole('button', { name: /^Reviews\s*1$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '+250788555444' })).toBeVisible();
    await expectAccessible(page, '/profile (overview)');
    await snap(page, testInfo, '01-overview');
  });

  await test.step('Orders counter: the 3 newest and View All Orders (4); an order opens /orders/{id}', async () => {
    const counters = page.getByRole('region', { name: 'Your activity' });
    await counters.getByRole('button', { name: /^Orders/ }).click();
    await expect(counters.getByRole('button', { name: /^Orders/ })).toHaveAttribute('aria-expanded', 'true');
    const recent = page.getByRole('list', { name: 'Recent orders' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('link', { name: `Order ${orders[3]!.number}` })).toBeVisible();
    await expect(recent.getByRole('link', { name: `Order ${orders[0]!.number}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View All Orders (4)' })).toBeVisible();
    await expectAccessible(page, '/profile (overview, orders open)');
    await snap(page, testInfo, '02-overview-orders');
    await recent.getByRole('link', { name: `Order ${orders[3]!.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orders[3]!.id}$`));
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(page.getByText(orders[3]!.number).first()).toBeVisible();
    await expectAccessible(page, '/orders/{id}');
    await snap(page, testInfo, '03-order-details');
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  await test.step('Cart counter: 5 per page; an item opens /payment with its details', async () => {
    const counters = page.getByRole('region', { name: 'Your activity' });
    await counters.getByRole('button', { name: /^Cart/ }).click();
    const items = page.getByRole('list', { name: 'Cart items' });
    await expect(items.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Cart items pages' })).toContainText('Page 1 of 2');
    await page.getByRole('navigation', { name: 'Cart items pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, '/profile (overview, cart open)');
    await snap(page, testInfo, '04-overview-cart');
    const last = products[5]!;
    await items.getByRole('button', { name: new RegExp(last.title) }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { name: last.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
  });

  await test.step('Wishlist counter: 6 per page; an item opens /payment. Reviews: the stars given', async () => {
    const counters = page.getByRole('region', { name: 'Your activity' });
    await counters.getByRole('button', { name: /^Wishlist/ }).click();
    const items = page.getByRole('list', { name: 'Wishlist items' });
    await expect(items.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Wishlist items pages' })).toContainText('Page 1 of 2');
    await snap(page, testInfo, '05-overview-wishlist');
    const first = (await items.getByRole('button').first().textContent()) ?? '';
    await items.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(products.find((p) => first.includes(p.title))!.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await counters.getByRole('button', { name: /^Reviews/ }).click();
    const reviews = page.getByRole('list', { name: 'Your reviews' });
    await expect(reviews.getByRole('listitem')).toHaveCount(1);
    await expect(reviews.getByText(products[0]!.title)).toBeVisible();
    await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(reviews.getByText('Verified buyer')).toBeVisible();
    await expectAccessible(page, '/profile (overview, reviews open)');
    await snap(page, testInfo, '06-overview-reviews');
    // Closing: choosing the open counter again.
    await counters.getByRole('button', { name: /^Reviews/ }).click();
    await expect(reviews).toBeHidden();
  });

  await test.step('View All Orders opens the Orders tab: badges, total, 3 items then +1 more item', async () => {
    await page
      .getByRole('region', { name: 'Your activity' })
      .getByRole('button', { name: /^Orders/ })
      .click();
    await page.getByRole('button', { name: 'View All Orders (4)' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Orders', exact: true });
    await expect(list.getByRole('article')).toHaveCount(4);
    const oldest = list.getByRole('article').filter({ hasText: orders[0]!.number });
    await expect(oldest).toContainText('Order status: Pending');
    await expect(oldest).toContainText('Payment: Paid');
    await expect(oldest.getByRole('list').getByRole('listitem')).toHaveCount(4);
    await expect(oldest.getByText('+1 more item')).toBeVisible();
    await expect(oldest.getByText(/^RWF [\d,]+$/).first()).toBeVisible();
    await expectAccessible(page, '/profile?tab=orders');
    await snap(page, testInfo, '07-orders');
    // The tab survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
    await oldest.getByRole('link', { name: `Order ${orders[0]!.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orders[0]!.id}$`));
    await expect(page.getByText(orders[0]!.number).first()).toBeVisible();
    // Paid in cash at the shop: the invoice names the method recorded, not WhatsApp (docs/decisions/122).
    await expect(page.locator('dt:text-is("Payment method") + dd')).toHaveText('Cash');
    await page.goBack();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  });

  await test.step('edit the profile: Cancel leaves it, Save keeps the new name', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claudine Mukamana' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Full name').fill('Claudine Uwera');
    await page.getByLabel('Phone number').fill('+250788555000');
    await expectAccessible(page, '/profile (edit mode)');
    await snap(page, testInfo, '08-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile updated');
    await expect(page.getByRole('heading', { level: 1, name: 'Claudine Uwera' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '+250788555000' })).toBeVisible();
  });

  await test.step('addresses: the saved one is listed, one more is added, then deleted after confirming', async () => {
    await page.getByRole('tab', { name: 'Addresses' }).click();
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await expect(list.getByText('KN 4 Ave 8')).toBeVisible();
    await expectAccessible(page, '/profile?tab=addresses');
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'Add address' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all required fields');
    await form.getByLabel('First name').fill('Claudine');
    await form.getByLabel('Last name').fill('Uwera');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+250788555000');
    await form.getByLabel('Street address').fill('KG 11 Ave 3');
    await form.getByRole('button', { name: /Country/ }).click();
    await form.getByRole('combobox', { name: 'Search countries' }).fill('rwan');
    await form.getByRole('combobox', { name: 'Search countries' }).press('Enter');
    await form.getByLabel('State/Province').fill('Kigali City');
    await form.getByLabel('Postal code').fill('00000');
    await form.getByLabel('City').fill('Kigali');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Address saved');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await snap(page, testInfo, '09-addresses');
    await page.getByRole('button', { name: 'Delete address KG 11 Ave 3, Kigali' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete address KG 11 Ave 3, Kigali' }).click();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await expectToast(page, 'Address deleted');
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  await test.step('security: the form refuses a mismatch and a short password, then changes it', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(form.getByText('New passwords do not match')).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm new password').fill('abc');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(form.getByText('New password must be at least 6 characters long')).toBeVisible();
    await expectAccessible(page, '/profile?tab=security (errors)');
    await snap(page, testInfo, '10-security');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expectToast(page, 'Password changed successfully');
    await expect(form).toBeHidden();
  });

  await test.step('login history: 10 per page with paging, badges, device type and browser, stats', async () => {
    await page.getByRole('tab', { name: 'Login History' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=history$/);
    const logins = page.getByRole('list', { name: 'Login attempts' });
    await expect(logins.getByRole('listitem')).toHaveCount(10);
    await expect(logins.getByText('EMAIL').first()).toBeVisible();
    // Newest first: this browser's login (Playwright's Chromium says Desktop at both widths), then the tablet and the phone.
    await expect(logins.getByRole('listitem').nth(0)).toContainText('Desktop · Chrome');
    await expect(logins.getByRole('listitem').nth(1)).toContainText('Tablet · Firefox');
    await expect(logins.getByRole('listitem').nth(2)).toContainText('Mobile · Safari');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    // 12 successful logins (the failed one is listed but not counted); the stats load on their own.
    await expect(page.locator('dt', { hasText: 'Total logins' }).locator('xpath=following-sibling::dd')).toHaveText('12');
    await expectAccessible(page, '/profile?tab=history');
    await snap(page, testInfo, '11-history');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(logins.getByRole('listitem')).toHaveCount(3);
    await expect(logins.getByText('Failed', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  await test.step('returns: the existing request, the required fields, a new request for one item, a duplicate refused', async () => {
    await page.getByRole('tab', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=returns$/);
    const list = page.getByRole('list', { name: 'Return requests' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(`Order ${orders[1]!.number}`)).toBeVisible();
    await expect(list.getByText('Requested')).toBeVisible();
    await expect(list.getByText('Whole order')).toBeVisible();
    await expectAccessible(page, '/profile?tab=returns');
    await page.getByRole('button', { name: 'Request a return' }).click();
    const form = page.getByRole('form', { name: 'Request a return' });
    await expect(form.getByLabel('Order')).toBeFocused();
    await form.getByRole('button', { name: 'Submit return request' }).click();
    await expect(form.getByRole('alert')).toHaveText('Order and reason are required');
    await expect(form.getByLabel('Order')).toBeFocused();
    await form.getByLabel('Order').selectOption(orders[0]!.id);
    await form.getByRole('combobox', { name: 'Item (optional)' }).selectOption({ label: `${orders[0]!.items[1]!.product_name} × 2` });
    await form.getByRole('button', { name: 'Submit return request' }).click();
    await expect(form.getByRole('alert')).toHaveText('Order and reason are required');
    await expect(form.getByLabel('Reason')).toBeFocused();
    await form.getByLabel('Reason').selectOption('Damaged or defective');
    await form.getByLabel('Details (optional)').fill('The left sole came apart after a week.');
    await expectAccessible(page, '/profile?tab=returns (form)');
    await snap(page, testInfo, '12-return-form');
    await form.getByRole('button', { name: 'Submit return request' }).click();
    await expect(page.getByText('Return request submitted')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const made = list.getByRole('listitem').first();
    await expect(made).toContainText(`Order ${orders[0]!.number}`);
    await expect(made).toContainText(orders[0]!.items[1]!.product_name);
    await expect(made).toContainText('Damaged or defective');
    await snap(page, testInfo, '13-returns');
    // The same item again: the server's reason is shown.
    await page.getByRole('button', { name: 'Request a return' }).click();
    await form.getByLabel('Order').selectOption(orders[0]!.id);
    await form.getByRole('combobox', { name: 'Item (optional)' }).selectOption(String(orders[0]!.items[1]!.id));
    await form.getByLabel('Reason').selectOption('Other');
    await form.getByRole('button', { name: 'Submit return request' }).click();
    await expect(form.getByRole('alert')).toHaveText('A return for this item is already open');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Request a return' })).toBeFocused();
  });

  await test.step('delete the account: only DELETE confirms; the new password no longer logs in', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Please type DELETE to confirm account deletion')).toBeVisible();
    await expectAccessible(page, '/profile delete-account dialog');
    await snap(page, testInfo, '14-delete');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(visible(page.getByRole('heading', { name: 'Welcome back' }))).toBeVisible();
  });
});

import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { verificationCode } from './mail.js';
import { snap, uniqueEmail, visible } from './support.js';

/**
 * No dead ends, in a browser: an order opens by its number, every sign-in entry returns to the page the
 * customer came from, the reset's "Send a new code" counts down instead of claiming a send, and an
 * unknown address answers 404. Each test owns its accounts.
 */

const PASSWORD = 'kigali-2026';

/** A verified customer made through the API: its address and bearer token. */
async function customer(request: APIRequestContext, testInfo: TestInfo, who: string): Promise<{ email: string; token: string; login: unknown }> {
  const email = uniqueEmail(testInfo, who);
  expect((await request.post('/api/users', { multipart: { name: 'Aline Uwase', email, phone: '+250788123456', password: PASSWORD } })).status()).toBe(201);
  expect((await request.post('/api/auth/verify-email', { data: { email, verificationCode: await verificationCode(email) } })).ok()).toBe(true);
  const login = await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json();
  return { email, token: login.token as string, login };
}

/** Signs in in this page as the API's login answer says (token and user in local storage). */
async function storeSession(page: Page, login: unknown) {
  await page.goto('/soon');
  await page.evaluate((reply) => {
    const { token, user } = reply as { token: string; user: unknown };
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, login);
}

/** Logs in with the /login form. */
async function logInWithForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('an order opens by the number the customer knows, for its owner only', async ({ page, request }, testInfo) => {
  const owner = await customer(request, testInfo, 'numbered');
  const products: Array<{ id: number; title: string }> = await (await request.get('/api/products?limit=50')).json();
  const shoes = products.find((p) => p.title === 'Intore Dance Sneakers')!;
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      formData: {
        firstName: 'Eric',
        lastName: 'Mugisha',
        email: 'eric@example.com',
        phone: '+250788111222',
        address: 'KG 9 Ave 3',
        country: 'Rwanda',
        state: 'Kigali',
        postalCode: '00000',
        city: 'Kigali',
      },
      cartData: { items: [{ productId: shoes.id }] },
    },
  });
  expect(placed.status()).toBe(201);
  const number: string = (await placed.json()).order.order_number;

  await storeSession(page, owner.login);
  await page.goto(`/orders/${number}`);
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByText('Intore Dance Sneakers').first()).toBeVisible();
  await expect(page.getByText('Order not found')).toHaveCount(0);
  await snap(page, testInfo, 'order-by-number');

  const stranger = await customer(request, testInfo, 'stranger');
  await storeSession(page, stranger.login);
  await page.goto(`/orders/${number}`);
  await expect(page.getByText('Order not found')).toBeVisible();
});

test("signing in from the header's profile and wishlist icons returns to the page the customer was on", async ({ page, request }, testInfo) => {
  const { email } = await customer(request, testInfo, 'returner');

  await page.goto('/artgallery');
  await visible(page.getByRole('link', { name: 'Log in' })).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/artgallery$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/services');
  await visible(page.getByRole('link', { name: /^Wishlist/ })).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/services$/);
});

test('signing up from the header returns to that page after verifying and logging in', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'newcomer');
  await page.goto('/contact');
  await visible(page.getByRole('link', { name: 'Log in' })).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByLabel('Full name').fill('Aline Uwase');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+250788123456');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByLabel('Verification code').fill(await verificationCode(email));
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/contact$/);
});

test("reset: 'Send a new code' counts down from the last send instead of claiming one", async ({ page, request }, testInfo) => {
  const { email } = await customer(request, testInfo, 'forgetful');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const resend = page.getByRole('button', { name: /Send a new code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Send a new code in \d+s$/);
  await snap(page, testInfo, 'reset-countdown');
  // The e-mail step again with the same address: nothing new is sent, and the page does not say it was.
  await page.getByRole('button', { name: 'Use another email' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText('Verification code sent to your email!')).toHaveCount(0);
  await expect(resend).toBeDisabled();
});

test('an unknown address answers 404 with the 404 page; a known one 200', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // An unknown item: its page says so, with the same status.
  for (const url of ['/store/no-such-item', '/artgallery/no-such-artwork']) {
    expect((await page.goto(url))?.status(), url).toBe(404);
    await expect(page.getByText(/not found/i).first(), url).toBeVisible();
  }
  expect((await page.goto('/store'))?.status()).toBe(200);
  expect((await page.goto('/orders/ATL-7K3QX9'))?.status()).toBe(200);
});

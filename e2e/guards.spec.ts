import { expect, test } from './fixtures.js';
import { snap } from './support.js';

test('an anonymous visitor opening /cart is sent to /login', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

test('an unknown address shows the 404 page with both ways home', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
  await snap(page, testInfo, '404');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/art-gallery leads to the gallery', async ({ page }) => {
  await page.goto('/art-gallery');
  await expect(page).toHaveURL(/\/artgallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API answers unknown /api paths with JSON, never the app', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
});

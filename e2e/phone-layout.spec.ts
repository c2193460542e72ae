import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, item, signIn, snap } from './support.js';

/**
 * A phone (390 × 844) walk over the screens where the floating chat button and the profile's tab strip
 * met what a customer reads or presses (docs/decisions/124): the button steps aside from the language
 * picker, a checkout field, the coupon's answer and the invoice's amounts; the tab strip shows that it
 * scrolls and keeps the selected tab in view.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

/**
 * Scrolls `target` to where the chat button sits by default (bottom right, above the phone's bottom
 * bar), then expects the button to have stepped aside: the boxes do not meet and the target's centre
 * is the target's, not the button's.
 */
async function expectUncovered(page: Page, target: Locator, what: string) {
  const chat = page.getByTestId('chat-button');
  await expect(chat).toBeAttached();
  await target.scrollIntoViewIfNeeded();
  const viewport = page.viewportSize()!;
  const home = { x: viewport.width - 56 - 20, y: viewport.height - 56 - 20 - 72, width: 56, height: 56 };
  const box = (await target.boundingBox())!;
  expect(overlaps({ ...home, y: box.y, height: 1 }, { ...box, y: box.y, height: 1 }), `${what} reaches into the button's column`).toBe(true);
  await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height / 2 - (home.y + home.height / 2));
  const moved = (await target.boundingBox())!;
  expect(overlaps(home, moved), `${what} lies where the button sits by default`).toBe(true);
  // Stepped aside, or (in a form with no clear place in its column) out of the way until the page moves.
  await expect.poll(async () => !(await chat.isHidden()) && overlaps((await chat.boundingBox())!, (await target.boundingBox())!), { message: `the chat button covers ${what}` }).toBe(false);
  const atCentre = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
  expect(atCentre, `${what} is what is under its own centre`).toBe(true);
}

test('the chat button never covers a control or an amount; the profile tab strip shows it scrolls @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
  const token = await signIn(page, request, testInfo, 'phone-walk');
  const saved = await request.post('/api/addresses', {
    headers: auth(token),
    data: { first_name: 'Aline', last_name: 'Uwase', email: 'aline@example.com', phone: '+250788123456', street_address: 'KN 5 Rd 14', country: 'Rwanda', province: 'Kigali City', zip_code: '00100', city: 'Kigali' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/profile');
  const strip = page.getByRole('tablist', { name: 'Profile sections' });
  await expect(strip.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(page.getByTestId('tabs-more-end')).toBeVisible();
  await expect(page.getByTestId('tabs-more-start')).toHaveCount(0);
  await snap(page, testInfo, 'profile-tabs');
  await expectUncovered(page, page.getByRole('main').getByRole('combobox', { name: 'Language' }), 'the language picker');

  await page.goto('/profile?tab=returns');
  const returns = strip.getByRole('tab', { name: 'Returns', selected: true });
  await expect(page.getByTestId('tabs-more-start')).toBeVisible();
  const fade = (await page.getByTestId('tabs-more-start').boundingBox())!;
  const tab = (await returns.boundingBox())!;
  expect(tab.x, 'the selected tab clear of the start fade').toBeGreaterThanOrEqual(fade.x + fade.width - 1);
  expect(tab.x + tab.width, 'the selected tab inside the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
  await snap(page, testInfo, 'profile-tabs-returns');

  const shoes = await item(request, 'products', 'Kigali Sunrise Low-Tops');
  await page.goto(`/payment?id=${shoes.id}`);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectUncovered(page, page.getByLabel('Postal code'), 'the postal code field');
  await page.getByRole('checkbox', { name: 'Shipping address is same as billing address' }).click();
  await page.getByPlaceholder('e.g. WELCOME10').fill('WELCOME10');
  const answer = page.getByRole('status').filter({ hasText: 'you save' });
  await expect(answer).toBeVisible();
  await expectUncovered(page, answer, "the coupon's answer");
  await snap(page, testInfo, 'checkout-coupon');

  const placed = await request.post('/api/orders', {
    headers: auth(token),
    data: { formData: { firstName: 'Eric', lastName: 'Mugisha', email: 'eric@example.com', phone: '+250788111222', address: 'KG 9 Ave 3', country: 'Rwanda', state: 'Kigali', postalCode: '00000', city: 'Kigali' }, cartData: { items: [{ productId: shoes.id }] } },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  await page.goto(`/orders/${orderId}`);
  const total = page.locator('.print-area dd').filter({ hasText: 'RWF' }).last();
  await expect(total).toBeVisible();
  await expectUncovered(page, total, "the invoice's total");
  await snap(page, testInfo, 'invoice-total');
});

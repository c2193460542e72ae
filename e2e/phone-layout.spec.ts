import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { item, signIn, snap } from './support.js';

/**
 * A phone (390 × 844) walk over the screens where the floating chat button and the profile's tab strip
 * met what a customer reads or presses (docs/decisions/124): the button steps aside from the language
 * picker and a checkout field; the tab strip shows that it
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
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
  await signIn(page, request, testInfo, 'phone-walk');

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
  await snap(page, testInfo, 'checkout-field');
});

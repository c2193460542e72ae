import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Every /api and /media request the page makes, as path + query. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

// docs/decisions/060: the server primes a page's first answers and preloads its chunks and picture.
test('an item page opens from its HTML: no call for what the server primed, its picture fetched once', { tag: '@smoke' }, async ({ page }) => {
  const seen = recordRequests(page);
  await page.goto('/store/imigongo-high-top-sneakers');
  const title = page.getByRole('heading', { level: 1, name: 'Imigongo High-Top Sneakers' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imigongo High-Top Sneakers, image 1 of 3' }).first()).toBeVisible();
  // The stylesheet applies (it is attached as print-only and switched on before the first render).
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
  await page.waitForLoadState('networkidle');
  expect(seen.filter((u) => u.startsWith('/api/'))).toEqual([]);
  // The preload and the <img> agree on one rendition of the first picture.
  expect(seen.filter((u) => /imigongo-high-top-sneakers-0-\d+\.webp$/.test(u))).toHaveLength(1);

  // A page the HTML did not prime asks the API as before.
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('article', { name: 'Kigali Sunrise Low-Tops' })).toBeVisible();
  expect(seen).toContain('/api/products?page=1&limit=10');
});

test('the store, the gallery and home show their first items without calling for them', { tag: '@smoke' }, async ({ page }) => {
  for (const [path, call, shown] of [
    ['/store', '/api/products?page=1&limit=10', page.getByRole('article', { name: 'Imigongo High-Top Sneakers' })],
    ['/artgallery?page=2', '/api/gallery?page=2&limit=5', page.getByRole('article').first()],
    ['/', '/api/hero', page.getByRole('region', { name: 'Featured collections' }).locator('img[src*="/media/hero/"]').first()],
  ] as const) {
    const seen = recordRequests(page);
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen, path).not.toContain(call);
    page.removeAllListeners('request');
  }
});

import { expect, test } from './fixtures.js';
import { apiLogin, owner, shot, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast } from './support.js';

/**
 * Sizes from the back office (docs/decisions/127), on a phone (390×844): the owner opens a product
 * that has one stock count, adds a Size option with 40 to 43, generates the four variants, sets their
 * stock in one go and 40's to 0, and saves; the item's page lists its four sizes and 40 is sold out
 * there; the catalog list says how many units in how many sizes, and the dashboard lists 40 as low
 * stock. Every screen passes axe.
 */
test('the owner adds sizes 40–43 to a product on a phone, sets their stock, and the shop shows 40 sold out', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const token = await apiLogin(request, email);
  const title = `Imigongo High-Tops ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/catalog', {
    headers: auth(token),
    data: { kind: 'product', title, price: 45000, category: 'custom-shoes', description: 'Hand-painted high-tops', state: 'published', stock: 3 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).item as { id: number; slug: string };

  await signInAtAdmin(page, email, `/admin/catalog/${id}`);
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await expect(form).toBeVisible({ timeout: 30_000 });
  // One variant: the stock field as before, and the way to sizes.
  await expect(form.getByLabel(/^Stock/)).toHaveValue('3');
  await form.getByRole('button', { name: 'Add options (sizes, colours)' }).click();
  await form.getByLabel('Option name').fill('Size');
  await form.getByLabel('Add values to Size').fill('40, 41, 42, 43');
  await form.getByLabel('Add values to Size').press('Enter');
  await expect(form.getByRole('list', { name: 'Values of Size' }).getByRole('listitem')).toHaveText(['40', '41', '42', '43']);
  await form.getByRole('button', { name: 'Generate variants' }).click();
  const variants = form.getByRole('list', { name: 'Variants' }).getByRole('listitem');
  await expect(variants).toHaveCount(4);

  // Stock for all four at once, then 40's alone.
  const bulk = form.getByRole('group', { name: 'Set several variants at once' });
  await bulk.getByLabel('Stock').fill('5');
  await bulk.getByRole('button', { name: 'Set stock' }).click();
  await expect(form.getByLabel('Stock of 43')).toHaveValue('5');
  await form.getByLabel('Stock of 40').fill('0');
  // On a phone each variant is a card, no wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await expectAccessible(page, 'the item form with its variants');
  await form.getByLabel('SKU of 40').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'item-variants');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes saved');
  await expect(page.getByText('15 in 4 sizes · 1 sold out')).toBeVisible();
  // Saved with options, the form takes the page's width: a table row per variant from 1440 px.
  await expect(form.getByLabel('Stock of 40')).toHaveValue('0');
  await shot(page, testInfo, 'item-variants-saved');

  // The server kept the set, each with its own SKU.
  const stored = (await (await request.get(`/api/admin/catalog/${id}`, { headers: auth(token) })).json()).item as {
    stock: number;
    variants: Array<{ sku: string; options: Record<string, string>; stock: number | null }>;
  };
  expect(stored.stock).toBe(15);
  expect(stored.variants.map((v) => [v.options.Size, v.stock])).toEqual([
    ['40', 0],
    ['41', 5],
    ['42', 5],
    ['43', 5],
  ]);
  expect(new Set(stored.variants.map((v) => v.sku)).size).toBe(4);

  // The catalog list says it in one line.
  await page.goto('/admin/catalog');
  await expect(page.getByText('15 in 4 sizes · 1 sold out').filter({ visible: true }).first()).toBeVisible();

  // The dashboard lists 40 as running low (0 left, under the default threshold), linked to the item.
  await page.goto('/admin');
  const low = page.getByRole('region', { name: 'Low stock' });
  // The first six show; others sold out may come first, so the whole list is opened when it is longer.
  await expect(low.getByRole('list', { name: 'Variants running low' })).toBeVisible();
  const more = low.getByRole('button', { name: /^Show all/ });
  if (await more.isVisible()) await more.click();
  const row = low.getByRole('link', { name: new RegExp(`^${title} — 40`) });
  await expect(row).toContainText('Sold out');
  await expect(row).toHaveAttribute('href', `/admin/catalog/${id}`);
  await expectAccessible(page, 'the dashboard with low stock');
  await shot(page, testInfo, 'dashboard-low-stock');

  // The shop's item page: four sizes, 40 sold out.
  await page.goto(`/store/${slug}`);
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(4);
  await expect(sizes.getByRole('radio', { name: /^40/ })).toBeDisabled();
  await expect(sizes.getByRole('radio', { name: /^41/ })).toBeEnabled();
  await expect(page.getByText('Sold out: 40')).toBeVisible();

  // Archived, so the journeys beside this one see the shop and its low-stock list as seeded
  // (docs/decisions/080; the dashboard leaves archived items out).
  expect((await request.patch(`/api/admin/catalog/${id}`, { headers: auth(token), data: { state: 'archived' } })).ok()).toBe(true);
});

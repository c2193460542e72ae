import fs from 'node:fs';
import path from 'node:path';
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiLogin, owner, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast } from './support.js';

/**
 * The owner's texts in French and Kinyarwanda (docs/decisions/112), in real Chromium at phone (390×844)
 * and desktop (1440×900) widths: the owner gives a product a French title and description in the back
 * office; the French store shows them, the English store still shows the English, the Kinyarwanda store
 * falls back to the English, and the back office marks Kinyarwanda as missing, on the item and in the
 * catalog list. Switching the store's language on the page shows the other language's texts.
 */

/** Screenshots for people to look at (I17_CONTENT_SHOTS=/some/dir); they assert nothing. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.I17_CONTENT_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true });
}
const picker = (page: Page) =>
  page
    .getByRole('combobox', { name: /^(Language|Ururimi|Langue)$/ })
    .filter({ visible: true })
    .first();

test('the owner adds a French title; the French store shows it, English stays, Kinyarwanda falls back and is marked missing', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = await owner(request, testInfo);
  // The owner is shared by the journeys running beside this one: the store's picker below would save
  // the signed-in owner's language on the account (PUT /api/users/:id), and a save of 'fr' still in
  // flight when the test ends left their back office in French. Held back, as admin-languages does.
  await page.route('**/api/users/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  const token = await apiLogin(request, email);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const english = `Linen Wrap Shirt ${stamp}`;
  const french = `Chemise portefeuille en lin ${stamp}`;
  const created = await request.post('/api/admin/catalog', {
    headers: auth(token),
    data: { kind: 'product', title: english, description: 'Hand-stitched linen, made to measure in Kigali.', price: 42000, state: 'published' },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()).item as { id: number; slug: string };

  await signInAtAdmin(page, email, `/admin/catalog/${id}`);
  const form = page.getByRole('form', { name: `Edit ${english}` });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const languages = form.getByRole('button', { name: /Kinyarwanda and French/ });
  await expect(languages).toContainText('Kinyarwanda: 2 missing');
  await expect(languages).toContainText('French: 2 missing');
  await languages.click();
  await expect(languages).toHaveAttribute('aria-expanded', 'true');
  await form.getByRole('tab', { name: /French/ }).click();
  await expect(form.getByRole('tab', { name: /French/ })).toHaveAttribute('aria-selected', 'true');
  await form.getByLabel('Title (French)').fill(french);
  await form.getByLabel('Description (French)').fill('Lin cousu main, sur mesure à Kigali.');
  await expect(form.getByRole('tab', { name: /French/ })).toContainText('Complete');
  await expect(form.getByRole('tab', { name: /Kinyarwanda/ })).toContainText('2 missing');
  await expectAccessible(page, 'the item editor with its languages');
  await look(page, testInfo, 'editor-french');
  await form.getByRole('tab', { name: /Kinyarwanda/ }).click();
  await expect(form.getByLabel('Title (Kinyarwanda)')).toHaveValue('');
  await look(page, testInfo, 'editor-kinyarwanda-missing');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes saved');

  // After the save, Kinyarwanda is still marked missing, in words, on the item and in the list.
  const saved = page.getByRole('form', { name: `Edit ${english}` }).getByRole('button', { name: /Kinyarwanda and French/ });
  await expect(saved).toContainText('Kinyarwanda: 2 missing');
  await expect(saved).toContainText('French: complete');
  await look(page, testInfo, 'editor-saved');
  await page.goto(`/admin/catalog?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByText('Missing: Kinyarwanda', { exact: true }).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await look(page, testInfo, 'catalog-list');

  // The store, in each language.
  await page.goto(`/fr/store/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
  await expect(page.getByText('Lin cousu main, sur mesure à Kigali.').first()).toBeVisible();
  await page.goto(`/store/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await page.goto(`/rw/store/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');

  // Switching on the page (no reload): the French texts come, then the English ones again.
  await picker(page).selectOption('fr');
  await expect(page).toHaveURL(new RegExp(`/fr/store/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
  await picker(page).selectOption('en');
  await expect(page).toHaveURL(new RegExp(`/store/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  // The shared owner's account keeps its language.
  const me = (await (await request.get('/api/auth/verify', { headers: auth(token) })).json()).user as { language?: string | null };
  expect(me.language ?? 'en').toBe('en');
});

// One short journey of the company lists' language fields (docs/decisions/112); the phone is the harder width (@phone).
test('the owner gives a new team member a French role; the French about page shows it, the list marks Kinyarwanda missing @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const email = await owner(request, testInfo);
  const name = `Grace ${Date.now().toString(36)}`;
  await signInAtAdmin(page, email, '/admin/content/company');
  await page.getByRole('button', { name: 'Add team member' }).click({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'New team member' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Role', { exact: true }).fill('Tailor');
  const languages = form.getByRole('button', { name: /Kinyarwanda and French/ });
  await expect(languages).toContainText('French: 1 missing');
  await languages.click();
  await form.getByRole('tab', { name: /French/ }).click();
  await form.getByLabel('Role (French)').fill('Couturière');
  await expect(languages).toContainText('French: complete');
  await form.getByRole('button', { name: 'Add team member' }).click();
  await expectToast(page, 'Team member added');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Missing: Kinyarwanda', { exact: true })).toBeVisible();

  await page.goto('/fr/aboutus');
  await page.getByRole('tab', { name: 'Notre équipe' }).click();
  const card = page.getByTestId('team').getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Couturière');
  await page.goto('/aboutus');
  await page.getByRole('tab', { name: 'Our Team' }).click();
  await expect(page.getByTestId('team').getByRole('listitem').filter({ hasText: name })).toContainText('Tailor');

  // Other journeys read the team on the same database: the member goes again.
  const token = await apiLogin(request, email);
  const team = (await (await request.get('/api/admin/content', { headers: auth(token) })).json()).data.team as Array<{ id: number; name: string }>;
  const added = team.find((m) => m.name === name)!;
  expect((await request.delete(`/api/admin/content/team/${added.id}`, { headers: auth(token) })).ok()).toBe(true);
});

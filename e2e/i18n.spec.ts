import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectAccessible, expectToast, item, signIn, snap, storedToken } from './support.js';

/**
 * The shop in Kinyarwanda and French (docs/decisions/108): the whole purchase in Kinyarwanda (browse,
 * add to cart, check out, order, invoice) with the rw money format, the language picker and its memory,
 * a first visit following Accept-Language, and axe on /rw and /fr pages. Runs at phone and desktop
 * widths.
 */

/** The one visible language picker (the header's sits in the menu on a phone; the footer's is always there). */
const picker = (page: Page) =>
  page
    .getByRole('combobox', { name: /^(Language|Ururimi|Langue)$/ })
    .filter({ visible: true })
    .first();

test('a purchase in Kinyarwanda: /rw store, cart, checkout, order and invoice, all in Kinyarwanda with RF amounts', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  test.setTimeout(300_000); // a whole purchase with axe on six screens
  await signIn(page, request, testInfo);

  await test.step('/rw is the home page in Kinyarwanda, <html lang="rw">', async () => {
    await page.goto('/rw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('link', { name: 'Hahira mu iduka' })).toBeVisible();
    await expectAccessible(page, '/rw');
    await snap(page, testInfo, 'rw-home');
  });

  await test.step('browse the store: links keep the /rw prefix, prices in RF', async () => {
    await page.getByRole('link', { name: 'Hahira mu iduka' }).click();
    await expect(page).toHaveURL(/\/rw\/store$/);
    await expect(page.getByRole('heading', { name: 'Iduka', level: 1 })).toBeVisible();
    await expect(page.getByText('RF 65,000').first()).toBeVisible();
    await expect(page.getByText('RWF 65,000')).toHaveCount(0);
    // The demo catalog speaks Kinyarwanda too (docs/decisions/121).
    await expect(page.getByRole('heading', { name: 'Inkweto ndende za Imigongo' }).first()).toBeVisible();
    await expect(page.getByText('Imigongo High-Top Sneakers')).toHaveCount(0);
    await expectAccessible(page, '/rw/store');
    await snap(page, testInfo, 'rw-store');
  });

  await test.step('add to cart, then the side cart and the cart page', async () => {
    await page.getByRole('button', { name: 'Shyira Inkweto ndende za Imigongo mu gaseke' }).click();
    await expectToast(page, 'Byashyizwe mu gaseke');
    await page.getByRole('button', { name: 'Agaseke, ikintu 1' }).click();
    const drawer = page.getByRole('dialog', { name: 'Agaseke kawe' });
    await expect(drawer.getByTestId('side-cart-total')).toHaveText('RF 65,000.00');
    await drawer.getByRole('link', { name: 'Reba agaseke' }).click();
    await expect(page).toHaveURL(/\/rw\/cart$/);
    // The line names the item as its page does (docs/decisions/112).
    await expect(page.getByRole('list', { name: 'Ibiri mu gaseke' }).getByText('Inkweto ndende za Imigongo')).toBeVisible();
    await expect(page.getByText('Ubuntu', { exact: true })).toBeVisible();
    await expectAccessible(page, '/rw/cart');
    await snap(page, testInfo, 'rw-cart');
    await page.getByRole('button', { name: 'Komeza wishyure' }).click();
    await expect(page).toHaveURL(/\/rw\/checkout$/);
  });

  await test.step('the payment information form, its missing-fields alert in Kinyarwanda', async () => {
    await page.getByRole('button', { name: 'Komeza wishyure' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Uzuza imyanya yose isabwa: ');
    await page.getByLabel('Izina ribanza').fill('Aline');
    await page.getByLabel("Izina ry'umuryango").fill('Uwase');
    await page.getByLabel('Imeyili', { exact: true }).fill('aline@example.com');
    await page.getByLabel('Telefoni').fill('+250788123456');
    await page.getByLabel("Aderesi y'umuhanda").fill('KG 7 Ave 12');
    await page.getByRole('button', { name: /Igihugu/ }).click();
    await page.getByRole('combobox', { name: 'Shakisha igihugu' }).fill('rwan');
    await page.getByRole('combobox', { name: 'Shakisha igihugu' }).press('Enter');
    await page.getByLabel('Intara').fill('Kigali');
    await page.getByLabel("Kode y'iposita").fill('00000');
    await page.getByLabel('Umujyi').fill('Kigali');
    await expectAccessible(page, '/rw/checkout (form)');
    await snap(page, testInfo, 'rw-checkout-form');
    await page.getByRole('button', { name: 'Komeza wishyure' }).click();
    await expect(page.getByRole('heading', { name: 'Rangiza komande yawe' })).toBeVisible();
    await expect(page.getByText('Turimo gutunganya ibintu 1 biri mu gaseke kawe')).toBeVisible();
  });

  await test.step('a coupon: the saving and the new total in RF', async () => {
    await page.getByLabel("Kode y'igabanywa").fill('WELCOME10');
    await expect(page.getByRole('status').filter({ hasText: 'uzigamye RF 6,500' })).toBeVisible();
    await expect(page.getByText('RF 58,500').first()).toBeVisible();
    await expectAccessible(page, '/rw/checkout (order)');
    await snap(page, testInfo, 'rw-checkout-order');
  });

  await test.step('GURA UTAZIGUYE places the order; the invoice is in Kinyarwanda', async () => {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'GURA UTAZIGUYE' }).click();
    await (await popup).close();
    const dialog = page.getByRole('dialog', { name: 'Komande yakozwe neza!' });
    await expect(dialog).toContainText('Nimero ya komande yawe ni');
    await dialog.getByRole('button', { name: 'Reba inyemezabuguzi' }).click();
    await expect(page).toHaveURL(/\/rw\/checkout$/);
    const invoice = page.locator('section.print-area');
    await expect(invoice.getByText('Inyemezabuguzi', { exact: true })).toBeVisible();
    await expect(invoice.getByText('Igiteranyo gito')).toBeVisible();
    await expect(invoice.getByText('BIRATEGEREJWE')).toBeVisible();
    await expect(invoice.getByText('RF 58,500')).toBeVisible();
    // The long NTIBYISHYUWE stamp, tilted, covers no letter of the invoice's label or heading.
    expect(await invoice.evaluate(stampCoversHeading)).toEqual([]);
    await expect(invoice).toContainText(/\d{1,2} (Mutarama|Gashyantare|Werurwe|Mata|Gicurasi|Kamena|Nyakanga|Kanama|Nzeri|Ukwakira|Ugushyingo|Ukuboza) 20\d\d/);
    await expectAccessible(page, '/rw/checkout (invoice)');
    await snap(page, testInfo, 'rw-invoice');
    const token = await storedToken(page);
    const { orders } = await (await request.get('/api/orders/user/orders', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(orders[0]).toMatchObject({ total: 58500, coupon_code: 'WELCOME10' });
  });
});

test('the language picker switches the same page and is remembered; French pages pass axe', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000); // seven pages in two languages, each through axe
  const shoes = await item(request, 'products', 'Imigongo High-Top Sneakers');
  await page.goto('/store');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await picker(page).selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/store$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Boutique', level: 1 })).toBeVisible();
  await expect(page.getByText('65\u202f000\u00a0RF').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  await expectAccessible(page, '/fr/store');
  await snap(page, testInfo, 'fr-store');

  // The choice wins on an unprefixed address; a prefixed one keeps its own language.
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('link', { name: 'Visiter la boutique' })).toBeVisible();
  await expectAccessible(page, '/fr');
  await snap(page, testInfo, 'fr-home');
  await page.goto(`/fr/store/${shoes.slug}`);
  await expect(page.getByRole('button', { name: 'PAYER MAINTENANT' })).toBeVisible();
  await expect(page.getByText('Prêt à finaliser votre achat ?')).toBeVisible();
  await expectAccessible(page, '/fr/store/{slug}');
  await snap(page, testInfo, 'fr-product');
  await page.goto(`/rw/store/${shoes.slug}`);
  await expect(page.getByRole('button', { name: 'ISHYURA NONAHA' })).toBeVisible();
  await expectAccessible(page, '/rw/store/{slug}');
  await snap(page, testInfo, 'rw-product');

  // Back to English with the picker: unprefixed addresses again.
  await picker(page).selectOption('en');
  await expect(page).toHaveURL(new RegExp(`/store/${shoes.slug}$`));
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible();
  await expect(page.getByText('RWF 65,000').first()).toBeVisible();

  // The signed-in cart and checkout in French.
  const token = await signIn(page, request, testInfo);
  expect((await request.post('/api/cart', { headers: { authorization: `Bearer ${token}` }, data: { productId: shoes.id, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/fr/cart');
  await expect(page.getByRole('heading', { name: 'Votre panier' })).toBeVisible();
  await expect(page.getByText('Gratuite', { exact: true })).toBeVisible();
  await expectAccessible(page, '/fr/cart');
  await snap(page, testInfo, 'fr-cart');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Informations de paiement' })).toBeVisible();
  await expectAccessible(page, '/fr/checkout');
  await snap(page, testInfo, 'fr-checkout');
});

test.describe('a first visit in French', () => {
  test.use({ locale: 'fr-FR' });
  test('follows Accept-Language to /fr on an English address', async ({ page }) => {
    await page.goto('/artgallery');
    await expect(page).toHaveURL(/\/fr\/artgallery$/);
    await expect(page.getByRole('heading', { name: "Galerie d'art", level: 1 })).toBeVisible();
    await expectAccessible(page, '/fr/artgallery');
  });
});

/**
 * The words of an invoice's label and heading that its tilted stamp covers (the stamp's bounding box,
 * which holds the whole tilted stamp, against the box of each line of text); none is right.
 */
function stampCoversHeading(section: Element): string[] {
  const stamp = section.querySelector(':scope > [aria-hidden="true"]')!.getBoundingClientRect();
  return [section.querySelector(':scope > p'), section.querySelector(':scope > h2')].flatMap((element) => {
    const range = document.createRange();
    range.selectNodeContents(element!);
    const covered = [...range.getClientRects()].some((line) => line.left < stamp.right && line.right > stamp.left && line.top < stamp.bottom && line.bottom > stamp.top);
    return covered ? [element!.textContent ?? ''] : [];
  });
}

import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiLogin, owner, secondPage, shot } from './admin-support.js';
import { ShopData, englishMessage, englishOf, textsOf, type Locale } from './no-english.js';
import { auth, chatButtonCovered, coveredByGreeting, expectAccessible, recordChatButtonCover, settled, snap } from './support.js';

/**
 * The pay link (docs/decisions/128, 129), in real Chromium: the owner enters a WhatsApp order through
 * the API for a new phone-only customer — a catalog shoe in size 41 and a custom line — and records a
 * deposit; the customer opens the order's pay_url in a fresh browser, without an account, in
 * Kinyarwanda, and reads the balance due; the same page in French; a wrong key is one calm "Order not
 * found" with status 404; neither page leaves any English.
 */

const SHOE = 'nyungwe-canopy-runners';
const DEPOSIT = 50_000;
const MERCHANT = '774411';

interface PublicItem {
  id: number;
  title: string;
  variants: { id: number; options: Record<string, string>; price: number; availability: string }[];
}

/** A Rwandan mobile number no other run uses (a phone-only customer is found again by their phone). */
const freshPhone = () => `+250788${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** The WhatsApp order, entered as the owner; returns the back office's order. */
async function enterOrder(request: APIRequestContext, token: string, shoe: PublicItem, variantId: number) {
  const res = await request.post('/api/admin/orders', {
    headers: auth(token),
    data: {
      customer: { name: 'Claudine Uwera', phone: freshPhone(), language: 'rw' },
      channel: 'whatsapp',
      lines: [
        { productId: shoe.id, variantId, quantity: 1 },
        { title: 'Bespoke sneakers, hand-painted lion, size 41', price: 45_000, quantity: 1 },
      ],
      note: 'Collect at the studio on Saturday',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: string; order_number: string; total: number; pay_url: string };
}

/** The pay link's address in `locale`, whatever language the link itself was sent in. */
function inLocale(payUrl: string, locale: 'rw' | 'fr'): string {
  const url = new URL(payUrl);
  return `/${locale}${url.pathname.replace(/^\/(rw|fr)(?=\/)/, '')}${url.search}`;
}

/** The texts of the page that are the English of an interface message, the shop's data aside. */
async function englishOn(page: Page, locale: Locale, shopData: ShopData): Promise<string[]> {
  await settled(page);
  const english = englishOf(locale);
  const found = (await textsOf(page)).filter((text) => englishMessage(english, text) !== undefined);
  await shopData.settled();
  return found.filter((text) => !shopData.has(text));
}

test('a pay link: a deposit on a WhatsApp order, and the customer reads the balance due in Kinyarwanda without signing in', { tag: '@phone' }, async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, await owner(request, testInfo));
  const shoe: PublicItem = await (await request.get(`/api/products/${SHOE}`)).json();
  const size41 = shoe.variants.find((v) => Object.values(v.options).includes('41') && v.availability !== 'sold_out');
  expect(size41, 'the shoe in size 41').toBeTruthy();

  // How to pay by MoMo needs the shop's merchant code (back office, Settings): set for this journey.
  const before = (await (await request.get('/api/admin/settings', { headers: auth(token) })).json()).settings.momo_merchant_code as string | null;
  const settings = await request.put('/api/admin/settings', { headers: auth(token), data: { momo_merchant_code: MERCHANT } });
  expect(settings.ok(), await settings.text()).toBe(true);

  const order = await enterOrder(request, token, shoe, size41!.id);
  expect(order.pay_url).toMatch(/\/pay\/ATL-[A-Z0-9]+\?key=[\w-]{22,}$/);
  const paid = await request.post(`/api/admin/orders/${order.id}/payments`, { headers: auth(token), data: { method: 'momo_mtn', amount: DEPOSIT, reference: 'MP2611281234' } });
  expect(paid.status(), await paid.text()).toBe(201);
  const due = order.total - DEPOSIT;
  const rf = (rwf: number) => `RF ${rwf.toLocaleString('en-US')}`;

  // A fresh browser: no account, no session, only the link.
  const customer = await secondPage(browser, testInfo);
  await recordChatButtonCover(customer);
  const shopData = new ShopData(customer);
  try {
    await test.step('the link in Kinyarwanda: the invoice, the deposit and the balance due', async () => {
      const response = await customer.goto(inLocale(order.pay_url, 'rw'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await expect(customer.getByRole('heading', { level: 1, name: 'Inyemezabuguzi yawe' })).toBeVisible();
      const invoice = customer.getByRole('region', { name: new RegExp(order.order_number) });
      await expect(invoice.getByText(`${shoe.title} — 41`)).toBeVisible();
      await expect(invoice.getByText('Bespoke sneakers, hand-painted lion, size 41')).toBeVisible();
      await expect(invoice.getByText('NTIBYISHYUWE')).toBeVisible();
      await expect(invoice.getByTestId('paid-and-due')).toHaveText(`Byishyuwe ${rf(DEPOSIT)} · Asigaye kwishyurwa ${rf(due)}`);
      const howToPay = invoice.getByRole('region', { name: 'Uko wishyura' });
      await expect(howToPay).toContainText(rf(due));
      await expect(howToPay).toContainText(MERCHANT);
      // A first visit: the chat's greeting stands beside its button for 4 s, never over the amount
      // due, a button or the merchant code (docs/decisions/124).
      await expect(customer.getByTestId('chat-button')).toBeVisible();
      expect(await coveredByGreeting(customer), 'covered by the chat greeting on /rw/pay').toEqual([]);
      // Nor does the button stand over the invoice while it loads, before it steps aside.
      expect(await chatButtonCovered(customer), 'covered by the chat button on /rw/pay').toEqual([]);
      await expect(customer.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expect(customer.locator('meta[name="referrer"]').first()).toHaveAttribute('content', 'same-origin');
      // Printed, only the invoice shows: its contacts and how to pay, not the page around it nor its buttons.
      await customer.emulateMedia({ media: 'print' });
      await expect(customer.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(invoice.getByTestId('paid-and-due')).toBeVisible();
      await expect(invoice.getByRole('button', { name: 'Capura' })).toBeHidden();
      await customer.emulateMedia({ media: 'screen' });
      await expect(invoice.getByRole('button', { name: 'Capura' })).toBeVisible();
      await expectAccessible(customer, '/rw/pay (part-paid)');
      expect(await englishOn(customer, 'rw', shopData), 'English on /rw/pay').toEqual([]);
      await snap(customer, testInfo, 'pay-rw');
      await shot(customer, testInfo, 'pay-rw-390', 'PAY_SHOTS_DIR');
      if (process.env.PAY_SHOTS_DIR) {
        await customer.setViewportSize({ width: 1440, height: 900 });
        await settled(customer);
        await shot(customer, testInfo, 'pay-rw-1440', 'PAY_SHOTS_DIR');
        await customer.setViewportSize({ width: 390, height: 844 });
      }
    });

    await test.step('the same link in French', async () => {
      await customer.goto(inLocale(order.pay_url, 'fr'));
      const invoice = customer.getByRole('region', { name: new RegExp(order.order_number) });
      await expect(invoice.getByTestId('paid-and-due')).toContainText('Solde dû');
      expect(await englishOn(customer, 'fr', shopData), 'English on /fr/pay').toEqual([]);
    });

    await test.step('a wrong key: one calm "Order not found", status 404, nothing of the order', async () => {
      const wrong = inLocale(order.pay_url, 'rw').replace(/key=[^&]+/, 'key=AAAAAAAAAAAAAAAAAAAAAA');
      const response = await customer.goto(wrong);
      expect(response?.status()).toBe(404);
      await expect(customer.getByRole('alert')).toContainText('Komande ntibonetse');
      await expect(customer.getByText(order.order_number)).toHaveCount(0);
      await expect(customer.getByText('Claudine')).toHaveCount(0);
      await expectAccessible(customer, '/rw/pay (not found)');
      expect(await englishOn(customer, 'rw', shopData), 'English on /rw/pay (not found)').toEqual([]);
      await shot(customer, testInfo, 'pay-rw-not-found', 'PAY_SHOTS_DIR');
    });
  } finally {
    await customer.context().close();
    await request.put('/api/admin/settings', { headers: auth(token), data: { momo_merchant_code: before ?? '' } });
  }
});

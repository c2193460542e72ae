import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiLogin, owner } from './admin-support.js';
import { auth, item, signIn } from './support.js';

/**
 * The shop on a 360 px phone in French, the language whose labels run longest: the screens of the
 * store and of the back office that show text people typed without a space to break at (a name, an
 * address, an order note holding a long link, a message), and those with the longest French labels,
 * fit the width with no sideways scroll. docs/decisions/119 (a sweep of every screen found no other).
 */

const WIDTH = 360;
const LONG_WORD = 'Uwimanankurunzizahabimanamukamanaishimwe';
const LONG_LINK = `https://example.com/${'atelier-kigali-order-note/'.repeat(12)}`;

/** Fails (softly, so one run lists every screen that is too wide) when the page scrolls sideways. */
async function fits(page: Page, path: string, typed?: string) {
  await page.goto(path);
  await expect(page.locator('h1:visible').first()).toBeVisible();
  if (typed) await expect(page.getByText(typed).first()).toBeVisible();
  else await page.waitForLoadState('networkidle');
  await expectFits(page, path);
}

async function expectFits(page: Page, what: string) {
  // On a phone the layout viewport grows with the content, so the width is compared with the screen's.
  expect.soft(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

test('@phone French screens fit a 360 px phone with no sideways scroll, long typed text included', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTH, height: 780 });
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));

  // A customer whose name, address and order note hold words longer than the screen is wide.
  const token = await signIn(page, request, testInfo, 'etroit');
  const me = (await (await request.get('/api/auth/verify', { headers: auth(token) })).json()).user as { id: string; email: string };
  expect((await request.put(`/api/users/${me.id}`, { headers: auth(token), multipart: { name: `${LONG_WORD} ${LONG_WORD}` } })).ok()).toBe(true);
  const apron = await item(request, 'products', 'Artist Apron');
  const placed = await request.post('/api/orders', {
    headers: { ...auth(token), 'idempotency-key': `narrow-${Date.now()}` },
    data: {
      paymentMethod: 'whatsapp',
      formData: {
        firstName: LONG_WORD,
        lastName: LONG_WORD,
        email: me.email,
        phone: '+250788123456',
        address: `KG ${LONG_WORD}${LONG_WORD}`,
        country: 'Rwanda',
        state: 'Kigali',
        postalCode: '00000',
        city: LONG_WORD,
      },
      cartData: { items: [{ productId: apron.id, quantity: 1 }] },
      fromCart: false,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: string; order_number: string };
  const ownerToken = await apiLogin(request, await owner(request, testInfo));
  expect((await request.post(`/api/admin/orders/${order.id}/notes`, { headers: auth(ownerToken), data: { text: `Delivery details: ${LONG_LINK}` } })).ok()).toBe(true);
  const contact = await request.post('/api/contact', { data: { first_name: LONG_WORD, last_name: 'Etroit', email: me.email, phone: '+250788123456', notes: `Please see ${LONG_LINK}` } });
  expect(contact.ok(), await contact.text()).toBe(true);

  await test.step('the store, signed in, in French', async () => {
    for (const path of ['', '/store', `/store/${apron.slug}`, '/book', '/soon']) await fits(page, `/fr${path}`);
    await fits(page, `/fr/orders/${order.id}`, LONG_WORD);
    await fits(page, '/fr/profile', LONG_WORD);
    await fits(page, '/fr/profile?tab=security');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' })).toBeVisible();
    await expectFits(page, '/fr/profile?tab=security, changing the password');
  });

  await test.step('the back office, in French', async () => {
    const ownerUser = (await (await request.get('/api/auth/verify', { headers: auth(ownerToken) })).json()).user;
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('locale', 'fr');
      },
      { token: ownerToken, user: ownerUser },
    );
    // The owner is shared by the journeys running beside this one: its language stays English there.
    await page.route('**/api/users/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
    const customers = (await (await request.get(`/api/admin/customers?q=${encodeURIComponent(me.email)}`, { headers: auth(ownerToken) })).json()).customers as Array<{ id: string }>;
    const messages = (await (await request.get('/api/admin/messages?limit=50', { headers: auth(ownerToken) })).json()).messages as Array<{ id: string }>;
    const message = messages.find((m) => JSON.stringify(m).includes(LONG_WORD));
    expect(message).toBeTruthy();
    await fits(page, '/admin/orders', LONG_WORD);
    await fits(page, `/admin/orders/${order.id}`, LONG_LINK);
    await fits(page, '/admin/customers', LONG_WORD);
    await fits(page, `/admin/customers/${customers[0]!.id}`, LONG_WORD);
    await fits(page, '/admin/messages', LONG_WORD);
    await fits(page, `/admin/messages/${message!.id}`, LONG_LINK);
    for (const path of [`/catalog/${apron.id}`, '/bookings/new', '/content']) await fits(page, `/admin${path}`);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { BASE_URL, CHROMIUM } from './env.js';
import { auth, expectAccessible, item, signIn } from './support.js';

/*
 * Installing the store and using it offline (docs/decisions/136), at phone width, in each language:
 * the service worker is on for these journeys (the others block it, playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    bar: 'You are offline. You are seeing pages as they were when you last opened them.',
    offlineTitle: 'You are offline',
    retry: 'Try again',
    backToStore: 'Back to the store',
    payNow: 'PAY NOW',
    buyingNote: 'You are offline: buying will work again when the connection is back.',
    services: 'Services',
  },
  {
    locale: 'rw',
    prefix: '/rw',
    bar: 'Ntabwo uri kuri murandasi. Urabona impapuro uko zari ubwo wazifunguraga ubushize.',
    offlineTitle: 'Ntabwo uri kuri murandasi',
    retry: 'Ongera ugerageze',
    backToStore: 'Subira mu iduka',
    payNow: 'ISHYURA NONAHA',
    buyingNote: 'Ntabwo uri kuri murandasi: kugura bizongera gukora murandasi nigaruka.',
    services: 'Serivisi',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    bar: "Vous êtes hors ligne. Vous voyez les pages telles qu'elles étaient quand vous les avez ouvertes la dernière fois.",
    offlineTitle: 'Vous êtes hors ligne',
    retry: 'Réessayer',
    backToStore: 'Retour à la boutique',
    payNow: 'PAYER MAINTENANT',
    buyingNote: 'Vous êtes hors ligne : les achats reprendront dès le retour de la connexion.',
    services: 'Services',
  },
] as const;

/** The journeys' Chromium flags (playwright.config.ts), for the one browser a journey starts itself. */
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Waits until the store's service worker controls the page (it registers once the page is idle). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
}

/** Every address the worker keeps, in every cache. */
async function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    return urls;
  });
}

/**
 * What the screen shows (E2E_SCREENSHOTS, as support.ts `snap`), not the whole page: the bars are
 * fixed to the bottom of the screen.
 */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

for (const lang of LANGUAGES) {
  test(
    `${lang.locale}: browse the store and an item, go offline, move between them with the offline bar; a page never opened gets the offline page`,
    { tag: '@phone' },
    async ({ page, context }, testInfo) => {
      const bar = page.getByTestId('offline-bar');
      const card = page.getByRole('article').first();
      const main = page.locator('main');
      let name = '';

      await test.step('online: the store, then an item opened from it inside the app', async () => {
        await page.goto(`${lang.prefix}/store`);
        await expect(card).toBeVisible();
        await controlled(page);
        // The store again, now through the worker, which keeps it.
        await page.reload();
        await expect(card).toBeVisible();
        name = (await card.getByRole('heading').innerText()).trim();
        await card.getByRole('link', { name, exact: true }).click();
        await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(main.getByRole('img').first()).toBeVisible();
        await expect(bar).toHaveCount(0);
      });

      await test.step('offline: the bar comes, the item stays, buying waits', async () => {
        await context.setOffline(true);
        await expect(bar).toHaveText(lang.bar);
        await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(main.getByRole('button', { name: lang.payNow })).toBeDisabled();
        await expect(main.getByTestId('offline-note')).toHaveText(lang.buyingNote);
        await main.getByTestId('offline-note').scrollIntoViewIfNeeded();
        await expectAccessible(page, `${lang.prefix}/store/… offline`);
        await shot(page, testInfo, `${lang.locale}-offline-item`);
      });

      await test.step('offline: back to the store inside the app, the store reloaded, the item again', async () => {
        await main.getByRole('link', { name: lang.backToStore }).click();
        await expect(card).toBeVisible();
        await page.reload();
        await expect(card).toBeVisible();
        await expect(bar).toHaveText(lang.bar);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
        // The pictures seen online come from the worker.
        await expect
          .poll(() =>
            card
              .getByRole('img')
              .first()
              .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
          )
          .toBeGreaterThan(0);
        await shot(page, testInfo, `${lang.locale}-offline-store`);
        await card.getByRole('link', { name, exact: true }).click();
        await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
        // Opened inside the app, the item page opens again offline on its own.
        await page.reload();
        await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(bar).toBeVisible();
      });

      await test.step('offline: a page never opened gets the offline page in the language; back online, Try again opens it', async () => {
        await page.goto(`${lang.prefix}/services`);
        await expect(page.getByRole('heading', { level: 1, name: lang.offlineTitle })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
        await expectAccessible(page, `the offline page in ${lang.locale}`);
        await shot(page, testInfo, `${lang.locale}-offline-page`);
        await context.setOffline(false);
        await page.getByRole('link', { name: lang.retry }).click();
        await expect(page.getByRole('heading', { level: 1, name: lang.services })).toBeVisible();
        await expect(bar).toHaveCount(0);
      });
    },
  );

  test(`${lang.locale}: installable: the language's manifest and icons, the worker in control`, { tag: '@phone' }, async ({ page, request }) => {
    await page.goto(lang.prefix || '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${lang.prefix}/manifest.webmanifest`);
    const reply = await request.get(href!);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await reply.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Atelier Kigali',
      short_name: 'Atelier',
      lang: lang.locale,
      start_url: lang.prefix || '/',
      scope: lang.prefix || '/',
      display: 'standalone',
      theme_color: '#1f1a17',
      background_color: '#fbf8f3',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      // The PNG's own width and height (IHDR) are the sizes the manifest says.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${BASE_URL}/`);
  });
}

test('Chromium offers to install the shop in each language: no installability error, the language’s manifest', { tag: '@phone' }, async () => {
  // Chromium's own check of what it needs to offer "Install app", in a profile of its own: Playwright's
  // contexts are private windows, where Chromium never offers it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-install-'));
  const profile = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: LAUNCH_ARGS, serviceWorkers: 'allow' });
  try {
    const page = profile.pages()[0] ?? (await profile.newPage());
    const cdp = await profile.newCDPSession(page);
    for (const lang of LANGUAGES) {
      await page.goto(`${BASE_URL}${lang.prefix || '/'}`);
      await controlled(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      expect(installabilityErrors, lang.locale).toEqual([]);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(url).toBe(`${BASE_URL}${lang.prefix}/manifest.webmanifest`);
      expect(errors, lang.locale).toEqual([]);
    }
  } finally {
    await profile.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the cart and the wishlist offline: the last ones seen, read-only, with buying off and a note', { tag: '@phone' }, async ({ page, context, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'offline.cart');
  const shoes = await item(request, 'products', 'Kigali Sunrise Low-Tops');
  const art = await item(request, 'gallery', 'Dawn over Nyabugogo');
  expect((await request.post('/api/cart', { headers: auth(token), data: { productId: shoes.id, quantity: 2 } })).ok()).toBe(true);
  expect((await request.post('/api/wishlist', { headers: auth(token), data: { productId: art.id } })).ok()).toBe(true);
  const main = page.locator('main');

  await test.step('online: the cart and the wishlist, through the worker', async () => {
    await page.goto('/cart');
    await controlled(page);
    await page.reload();
    await expect(main.getByRole('button', { name: 'Kigali Sunrise Low-Tops', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await page.goto('/wishlist');
    await expect(main.getByText('Dawn over Nyabugogo')).toBeVisible();
  });

  await test.step('offline, the cart opened again: as last seen, nothing can change or be bought', async () => {
    await context.setOffline(true);
    await page.goto('/cart');
    await expect(main.getByRole('button', { name: 'Kigali Sunrise Low-Tops', exact: true })).toBeVisible();
    await expect(main.getByRole('status', { name: 'Quantity of Kigali Sunrise Low-Tops' })).toHaveText('2');
    await expect(main.getByTestId('offline-note')).toHaveText('You are offline: this is your cart as you last saw it. Changing it and checking out will work again when the connection is back.');
    for (const button of ['Decrease quantity of Kigali Sunrise Low-Tops', 'Increase quantity of Kigali Sunrise Low-Tops', 'Remove Kigali Sunrise Low-Tops', 'Proceed to Checkout'])
      await expect(main.getByRole('button', { name: button })).toBeDisabled();
    await expect(page.getByTestId('offline-bar')).toBeVisible();
    await expectAccessible(page, '/cart offline');
    await shot(page, testInfo, 'offline-cart');
  });

  await test.step('offline, the wishlist opened again: read-only too', async () => {
    await page.goto('/wishlist');
    await expect(main.getByText('Dawn over Nyabugogo')).toBeVisible();
    await expect(main.getByTestId('offline-note')).toHaveText('You are offline: this is your wishlist as you last saw it. Buying and removing items will work again when the connection is back.');
    await expect(main.getByRole('button', { name: 'Buy now: Dawn over Nyabugogo' })).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Remove Dawn over Nyabugogo from wishlist' })).toBeDisabled();
  });

  await test.step('back online: the cart can change again', async () => {
    await context.setOffline(false);
    await page.goto('/cart');
    await expect(main.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await expect(main.getByTestId('offline-note')).toHaveCount(0);
  });

  await test.step("the worker kept the store's public replies and none of the customer's", async () => {
    const kept = await keptAddresses(page);
    expect(kept.some((url) => url.startsWith('/api/company-settings/public/basic'))).toBe(true);
    expect(kept.filter((url) => /^\/api\/(cart|wishlist|orders|users|addresses|auth|admin|pay|returns|login-history)\b|^\/pay\/|\/me\//.test(url))).toEqual([]);
  });

  await test.step('the kept cart and wishlist go with the session (here the server ended it)', async () => {
    expect(await page.evaluate(() => [localStorage.getItem('offline_cart') !== null, localStorage.getItem('offline_wishlist') !== null])).toEqual([true, true]);
    expect((await request.post('/api/auth/logout', { headers: auth(token) })).ok()).toBe(true);
    await page.goto('/store');
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('offline_cart'), localStorage.getItem('offline_wishlist')])).toEqual([null, null]);
  });
});

test('the back office is never controlled or answered by the store’s worker', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/store');
  await controlled(page);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(response.url());
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toMatch(/\/sw\.js$/);
  expect(fromWorker).toEqual([]);
});

/**
 * The shop as a proxy in front of the test server, which can serve a different /sw.js: a new
 * version of the shop arriving while a page is open.
 */
async function shopWithNewVersions(): Promise<{ origin: string; release: () => void; close: () => Promise<void> }> {
  let version = 0;
  const upstream = new URL(BASE_URL);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    // The browser asks for /sw.js with its validators; a changed one must come whole, not as a 304.
    if (req.url?.split('?')[0] === '/sw.js' && version > 0) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (reply) => {
      if (req.url?.split('?')[0] !== '/sw.js' || version === 0) {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const body = `${Buffer.concat(chunks).toString('utf8')}\n// version ${version}\n`;
        const out = { ...reply.headers, 'content-length': String(Buffer.byteLength(body)) };
        delete out.etag;
        res.writeHead(reply.statusCode ?? 200, out);
        res.end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, release: () => (version += 1), close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a new version waits for Reload, then takes over the page at once', { tag: '@phone' }, async ({ page }, testInfo) => {
  const shop = await shopWithNewVersions();
  try {
    await page.goto(`${shop.origin}/store`);
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${shop.origin}/sw.js`);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toHaveCount(0);

    // A deploy: the page looks for a new version (as it does when it comes back to the front).
    shop.release();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(prompt).toContainText('A new version is ready.');
    // Until Reload, the page keeps its version: the new worker waits.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await expectAccessible(page, 'the update prompt');
    await shot(page, testInfo, 'update-prompt');

    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  } finally {
    await shop.close();
  }
});

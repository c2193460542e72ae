import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { hydrated, signIn } from './support.js';

/*
 * The store's public pages arrive rendered by the server and are hydrated in the browser
 * (docs/decisions/135-server-rendered-store.md): the HTML holds the page, and taking it over in the
 * browser finds exactly that markup in every language, signed out and signed in.
 */

const LANGUAGES = ['', '/rw', '/fr'] as const;

/** The server-rendered pages, by address without a language prefix (items found through the API). */
async function serverRenderedPaths(request: APIRequestContext): Promise<string[]> {
  const [product] = (await (await request.get('/api/products?page=1&limit=1')).json()) as Array<{ slug: string }>;
  const [artwork] = (await (await request.get('/api/gallery?page=1&limit=1')).json()) as Array<{ slug: string }>;
  return [
    ...['/', '/store', '/store?page=2', `/store/${product!.slug}`, '/artgallery', '/artgallery?page=2', `/artgallery/${artwork!.slug}`],
    ...['/services', '/book', '/contact', '/help', '/terms', '/legal', '/faq', '/aboutus', '/privacy', '/soon', '/no-such-page'],
  ];
}

/** Every console error and uncaught error of the page (React reports a failed hydration as either). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A picture or map tile the sandbox cannot reach is the network's, not the page's.
    if (message.text().startsWith('Failed to load resource')) return;
    // The journeys block service workers (playwright.config.ts), and Playwright says so.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('server-rendered pages @phone', () => {
  test('arrive as HTML and hydrate without a mismatch in every language', async ({ page, request }) => {
    test.setTimeout(600_000);
    const paths = await serverRenderedPaths(request);
    const errors = recordErrors(page);
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const address = `${language}${path === '/' && language ? '' : path}`;
        const html = await (await request.get(address)).text();
        expect(html, `${address} is rendered on the server`).toMatch(/<div id="root">(<link [^>]*>)*<!--\$-->/);
        await page.goto(address);
        await hydrated(page);
        expect(errors, `hydrating ${address}`).toEqual([]);
        // The title the server wrote is the one the page sets.
        const served = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&#39;', "'");
        expect(served, `the title of ${address}`).toBe(await page.title());
      }
    }
  });

  test('hydrate signed in too: the header fills in its counts afterwards', async ({ page, request }, testInfo) => {
    await signIn(page, request, testInfo);
    const errors = recordErrors(page);
    for (const address of ['/store', '/fr/artgallery', '/rw']) {
      await page.goto(address);
      await hydrated(page);
      expect(errors, `hydrating ${address} signed in`).toEqual([]);
    }
  });
});

test("a missing item or artwork keeps the server's 404 page: same title, no loading state, no mismatch @phone", async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = recordErrors(page);
  // Records whether a loading state (the page spinner, a skeleton, a busy element) ever shows.
  await page.addInitScript(() => {
    const w = window as unknown as { loadingSeen: string[] };
    w.loadingSeen = [];
    const look = () => {
      for (const element of document.querySelectorAll('[aria-busy="true"], .animate-spin, .animate-pulse')) w.loadingSeen.push(element.outerHTML.slice(0, 120));
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
  });
  for (const language of LANGUAGES) {
    for (const path of ['/store/no-such-item', '/artgallery/no-such-artwork']) {
      const address = `${language}${path}`;
      const served = await request.get(address);
      expect(served.status(), address).toBe(404);
      const html = await served.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&#39;', "'");
      const notFoundTitle = /<title>([^<]*)<\/title>/
        .exec(await (await request.get(`${language}/no-such-page`)).text())?.[1]
        ?.replaceAll('&amp;', '&')
        .replaceAll('&#39;', "'");
      expect(title, `the title of ${address}`).toBe(notFoundTitle);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await hydrated(page);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      expect(await page.title(), `the title of ${address} after hydration`).toBe(title);
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen), `loading states on ${address}`).toEqual([]);
      expect(errors, `hydrating ${address}`).toEqual([]);
    }
  }
});

/** Holds back the page chunk named `name` (assets/<name>-<hash>.js) until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const chunkMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await chunkMayCome;
    await route.continue();
  });
  return release;
}

test('a tap before React has taken the page over is not lost: the legal section opens once it has @phone', async ({ page }) => {
  // The page's own chunk arrives late, as on a slow phone: the server's page is there, its buttons not yet alive.
  const release = await holdChunk(page, 'legal');
  await page.goto('/legal', { waitUntil: 'commit' });
  // The entry has run and holds taps; React waits for the chunk before it takes the page over.
  await expect(page.locator('#root[data-early-taps="held"]')).toHaveCount(1);
  const section = page.getByTestId('legal-sections').getByRole('button', { name: 'Data Protection' });
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  release();
  await hydrated(page);
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Law No\. 058\/2021/)).toBeVisible();
  await expect(page.locator('#root[data-early-taps]')).toHaveCount(0);
});

test('what is typed or chosen before React has taken the page over is kept: the booking form books with it @phone', async ({ page }) => {
  // The page's own chunk arrives late, as on a slow phone: the server's form is there, its fields not yet alive.
  const release = await holdChunk(page, 'book');
  await page.goto('/book?service=painting-sessions', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-early-taps="held"]')).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Book a session' });
  // The server's markup already shows the form's starting values (the service of the address, one person).
  await expect(form.getByLabel('Service')).toHaveValue('painting-sessions');
  await expect(form.getByLabel('Number of people')).toHaveValue('1');
  await form.getByLabel('Location').selectOption('Main Branch');
  await form.getByLabel('First name', { exact: true }).fill('Aline');
  await form.getByLabel('Number of people').fill('3');
  release();
  await hydrated(page);
  await expect(form.getByLabel('Location')).toHaveValue('Main Branch');
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Aline');
  await expect(form.getByLabel('Number of people')).toHaveValue('3');
  // The form itself has them: only what is still empty is asked for.
  await form.getByRole('button', { name: 'Book now' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill all required fields.');
  await expect(form.getByLabel('Last name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  for (const label of ['Service', 'Location', 'First name']) await expect(form.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Date')).toBeFocused();
});

test('a language chosen before React has taken the page over is followed: the same page in French @phone', async ({ page }) => {
  // The page's own chunk arrives late, as on a slow phone: the footer's picker is there, not yet alive.
  const release = await holdChunk(page, 'store');
  await page.goto('/store', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-early-taps="held"]')).toHaveCount(1);
  const picker = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
  await picker.selectOption('fr');
  release();
  await expect(page).toHaveURL(/\/fr\/store$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Boutique', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
});

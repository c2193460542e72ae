import { expect, test } from './fixtures.js';
import { WEB_PAGES, type WebPage } from '@atelier/contracts';
import { ShopData, englishMessage, englishOf, textsOf } from './no-english.js';
import { settled } from './support.js';

/**
 * No English left on /rw and /fr (docs/decisions/120): every public page of the store (the page table
 * of @atelier/contracts, so a new page is visited without touching this file), a 404 page, and the
 * sign-in page's own failures (offline, a refused picture), each checked for a text that is the
 * English of one of the store's interface messages (apps/web/src/locales/en/messages.po). A message
 * whose translation is the English itself ("Instagram", "Total" in French) is not a finding; nor is
 * the shop's data (product names, the owner's pages and settings, whatever the API or the page's
 * primed answers said), even where the owner's text is one of the built-in defaults word for word.
 */

/** The addresses to visit: every public or signed-out page of the table, with a real item for `:slug`. */
function addresses(slugs: { product: string; artwork: string }): string[] {
  const pages = (WEB_PAGES as readonly WebPage[]).filter((p) => p.access !== 'signedIn' && !p.redirect);
  const list = pages.map((p) =>
    p.path
      .replace(':slug', p.item === 'artwork' ? slugs.artwork : slugs.product)
      .replace(':bookingId', 'no-such-booking?key=no-such-key')
      .replace(':orderNumber', 'ATL-NOSUCH?key=no-such-key'),
  );
  return [...list, '/no-such-page'];
}

for (const locale of ['rw', 'fr'] as const) {
  test(`no English interface text on any public page in ${locale === 'rw' ? 'Kinyarwanda' : 'French'} @phone`, async ({ page, request }) => {
    test.setTimeout(150_000); // about twenty-five pages
    const englishTexts = englishOf(locale);
    // Each English message met, with every page and text that showed it; a text is judged against the
    // shop's data only at the end, once every reply read during the walk has been collected (a reply
    // still being read when the page was checked is the shop's data all the same).
    const found = new Map<string, Array<{ where: string; text: string }>>();
    const shopData = new ShopData(page);
    const check = async (where: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Public pages come with their first answers primed (docs/decisions/060): once the route has
      // settled, the page shows its data; a loading state still on screen is checked as it is.
      await settled(page);
      for (const text of await textsOf(page)) {
        const message = englishMessage(englishTexts, text);
        if (message) found.set(message, [...(found.get(message) ?? []), { where, text }]);
      }
    };

    const products = (await (await request.get('/api/products?limit=1')).json()) as Array<{ slug: string }>;
    const artworks = (await (await request.get('/api/gallery?limit=1')).json()) as { data?: Array<{ slug: string }> } | Array<{ slug: string }>;
    const artwork = (Array.isArray(artworks) ? artworks : (artworks.data ?? []))[0];
    expect(products[0] && artwork, 'a demo product and artwork').toBeTruthy();

    for (const address of addresses({ product: products[0]!.slug, artwork: artwork!.slug })) {
      await test.step(`/${locale}${address}`, async () => {
        await page.goto(`/${locale}${address === '/' ? '' : address}`);
        await check(address);
      });
    }

    await test.step('the sign-up picture refused, then signing in offline', async () => {
      await page.goto(`/${locale}/login`);
      await page.locator('input[type="email"]').first().waitFor();
      await page.locator('button[aria-pressed="false"]').first().click(); // Register
      await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(page.locator('input[type="file"]')).toHaveAttribute('aria-invalid', 'true');
      await check('/login (a refused picture)');
      await page.goto(`/${locale}/login`);
      await page.locator('input[type="email"]').first().fill('offline@example.com');
      await page.locator('input[type="password"]').first().fill('kigali-2026');
      await page.context().setOffline(true);
      await page
        .locator('form')
        .filter({ has: page.locator('input[type="password"]') })
        .first()
        .locator('button[type="submit"]')
        .click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
      await page.context().setOffline(false);
      await check('/login (offline)');
    });

    await shopData.settled();
    const english = [...found.values()].map((seen) => seen.find(({ text }) => !shopData.has(text))).filter((first) => first !== undefined);
    expect(
      english.map(({ where, text }) => `${where}: "${text}"`),
      'English interface texts on a translated page',
    ).toEqual([]);
  });
}

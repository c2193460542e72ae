import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/*
 * A visitor whose phone runs no JavaScript (or has not yet run it) reads the store from the server's
 * HTML (docs/decisions/135-server-rendered-store.md): pages through the store and the gallery by
 * address, opens an item, and reads every information page, following real links, in each language.
 */
test.use({ javaScriptEnabled: false });

const LANGUAGES = ['', '/rw', '/fr'] as const;

/** The page shows its own heading and no loading placeholder. */
async function readable(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await expect(page.getByText('Loading...'), where).toHaveCount(0);
  await expect(page.locator('[role="status"][aria-label]'), `${where}: no skeleton`).toHaveCount(0);
}

test.describe('without JavaScript @phone', () => {
  test('the store and the gallery page by address and open an item, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const [list, size] of [
        ['/store', 10],
        ['/artgallery', 5],
      ] as const) {
        await page.goto(`${language}${list}`);
        await readable(page, `${language}${list}`);
        const cards = page.getByRole('article');
        await expect(cards).toHaveCount(size);
        const first = await cards.first().getByRole('heading').innerText();

        // Next is a link to ?page=2, and the page it opens is the server's page 2.
        await page.locator('a[rel="next"]').click();
        await expect(page).toHaveURL(new RegExp(`${language}${list}\\?page=2$`));
        await readable(page, `${language}${list}?page=2`);
        await expect(cards.first()).toBeVisible();
        expect(await cards.first().getByRole('heading').innerText()).not.toBe(first);
        await page.locator('a[rel="prev"]').click();
        await expect(page).toHaveURL(new RegExp(`${language}${list}$`));

        // The item's title links to its page, which shows it with its price and pictures.
        const title = (await cards.first().getByRole('heading').innerText()).trim();
        await cards.first().getByRole('link', { name: title }).first().click();
        await expect(page).toHaveURL(new RegExp(`${language}${list}/[a-z0-9-]+$`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // The price, written the language's way (RWF 65,000, RF 65,000, 65 000 RF).
        await expect(page.getByText(/\b(RWF|RF)[\s\u00a0\u202f]?\d|\d[\s\u00a0\u202f]?(RWF|RF)\b/).first()).toBeVisible();
        expect(await page.locator('main img[srcset]').count()).toBeGreaterThan(0);
      }
    }
  });

  test('the information pages read in every language, reached through real links', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const path of ['/services', '/book', '/contact', '/help', '/terms', '/legal', '/faq', '/aboutus', '/privacy', '/soon']) {
        const res = await page.goto(`${language}${path}`);
        expect(res?.status(), `${language}${path}`).toBe(200);
        await readable(page, `${language}${path}`);
      }
      // The footer's links are plain links: About us → its page.
      await page.goto(`${language}/store`);
      const about = page.locator('footer a[href$="/aboutus"]');
      await about.click();
      await expect(page).toHaveURL(new RegExp(`${language}/aboutus$`));
      await readable(page, `${language}/aboutus from the footer`);

      const missing = await page.goto(`${language}/no-such-page`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByText('404')).toBeVisible();
    }
  });
});

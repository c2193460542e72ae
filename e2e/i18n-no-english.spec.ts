import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { WEB_PAGES, type WebPage } from '@atelier/contracts';
import { E2E_DIR } from './env.js';
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

type Locale = 'rw' | 'fr';

/** One PO file as (context + id) → translation; the English file's translation is the English text. */
function readPo(file: string): Map<string, string> {
  const text = fs.readFileSync(path.join(E2E_DIR, '../apps/web/src/locales', file), 'utf8');
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const context = /^msgctxt ((?:".*"\n?)+)/m.exec(block);
    const key = `${context ? unquote(context[1]!) : ''}\u0004${unquote(id[1]!)}`;
    if (unquote(id[1]!)) entries.set(key, unquote(str[1]!));
  }
  return entries;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts that must not appear in `locale`: exact texts, and patterns for messages with
 * values (`Image {0} of {count}`) or inline markup (`<0>Help Center</0>`), kept only when their
 * fixed words are long enough (8 letters) not to match a product's name by chance.
 */
function englishOf(locale: Locale): { exact: Set<string>; patterns: Array<{ message: string; pattern: RegExp; words: string }> } {
  const english = readPo('en/messages.po');
  const translated = readPo(`${locale}/messages.po`);
  const exact = new Set<string>();
  const patterns: Array<{ message: string; pattern: RegExp; words: string }> = [];
  for (const [key, en] of english) {
    const text = squash(en || key.split('\u0004')[1]!);
    const other = translated.get(key);
    if (!other || squash(other) === text || !/[a-z]{2}/i.test(text)) continue;
    if (/\{\w+, (plural|select|selectordinal)/.test(text)) continue;
    if (!/[{<]/.test(text)) {
      exact.add(text);
      continue;
    }
    const fixed = text.replace(/<\/?\d+\/?>/g, '');
    if ((fixed.replace(/\{\w+\}/g, '').match(/[a-z]/gi) ?? []).length < 8) continue;
    const parts = fixed.split(/(\{\w+\})/);
    const source = parts.map((part) => (/^\{\w+\}$/.test(part) ? '.+?' : escapeRegExp(part))).join('');
    // Its longest fixed words: a text without them is not tried against the pattern (a quick test first).
    const words = parts.filter((part) => !/^\{\w+\}$/.test(part)).sort((a, b) => b.length - a.length)[0]!;
    patterns.push({ message: text, pattern: new RegExp(`^${source}$`), words });
  }
  return { exact, patterns };
}

/** Every text of the page as a person or a screen reader meets it: each element's text, its labels, its options. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (value: string | null | undefined) => {
      const text = (value ?? '').replace(/\s+/g, ' ').trim();
      if (text && text.length <= 400) texts.add(text);
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, noscript, template')) continue;
      add(element.textContent);
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) add(element.getAttribute(name));
    }
    add(document.title.split(' · ')[0]);
    return [...texts];
  });
}

/** Every text the shop's data holds (HTML cut at its tags), from API replies and the pages' primed answers. */
class ShopData {
  private readonly segments = new Set<string>();
  private readonly pending: Array<Promise<void>> = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      const api = new URL(response.url()).pathname.startsWith('/api/');
      if (kind !== 'document' && !api) return;
      // A body Chromium no longer holds (a busy page's inspector buffer drops older ones) or did not
      // send (a 304 from its cache) is asked for again, with the same headers (the language): a
      // missed body would read as English text.
      const again = async () => {
        const request = response.request();
        if (request.method() !== 'GET') return '';
        // The headers the page set (the language among them), read without asking Chromium, which
        // no longer holds this request either (allHeaders would fail the same way).
        const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => !name.startsWith('if-')));
        return (await page.request.get(response.url(), { headers })).text();
      };
      this.pending.push(
        response
          .text()
          .then((body) => body || again(), again)
          .then((body) => {
            const primed = /<script id="boot-data"[^>]*>([\s\S]*?)<\/script>/.exec(body);
            this.collect(kind === 'document' ? (primed ? primed[1]! : '') : body);
          })
          .catch(() => undefined),
      );
    });
  }

  private collect(value: unknown): void {
    if (typeof value === 'string') {
      const json = /^\s*[[{]/.test(value)
        ? (() => {
            try {
              return JSON.parse(value) as unknown;
            } catch {
              return undefined;
            }
          })()
        : undefined;
      if (json !== undefined) return this.collect(json);
      for (const part of value.split(/<[^>]*>/)) {
        const text = squash(
          part
            .replace(/&amp;/g, '&')
            .replace(/&#39;|&apos;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&nbsp;/g, ' '),
        );
        if (text) this.segments.add(text);
      }
    } else if (Array.isArray(value)) value.forEach((v) => this.collect(v));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => this.collect(v));
  }

  /** Waits for the replies read so far. */
  async settled(): Promise<void> {
    await Promise.all(this.pending.splice(0));
  }

  /**
   * Whether `text` is the shop's data: one of its texts, a title's first or last words (the hero shows
   * "Atelier Gallery" as "Atelier" and "Gallery"), or, when long, a part of one.
   */
  has(text: string): boolean {
    for (const segment of this.segments) {
      if (segment === text || segment.startsWith(`${text} `) || segment.endsWith(` ${text}`)) return true;
      if (text.length >= 20 && segment.includes(text)) return true;
    }
    return false;
  }
}

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
    const { exact, patterns } = englishOf(locale);
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
        const message = exact.has(text) ? text : patterns.find((p) => text.includes(p.words) && p.pattern.test(text))?.message;
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

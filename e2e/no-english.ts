import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DIR } from './env.js';
import { PRIMED_SCRIPTS } from './support.js';

/*
 * The checker of "no English left on /rw and /fr" (docs/decisions/120), shared by the walk over every
 * public page (i18n-no-english.spec.ts) and the journeys that check a page of their own (a pay link's
 * invoice): the English of the store's interface messages (apps/web/src/locales/en/messages.po), the
 * texts a page shows, and the shop's data, which is never a finding.
 */

export type Locale = 'rw' | 'fr';

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
export function englishOf(locale: Locale): { exact: Set<string>; patterns: Array<{ message: string; pattern: RegExp; words: string }> } {
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
export async function textsOf(page: Page): Promise<string[]> {
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
export class ShopData {
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
            // A document's shop data is what it primes the page with, which the page shows without
            // asking the API again.
            if (kind !== 'document') return this.collect(body);
            for (const primed of body.matchAll(PRIMED_SCRIPTS)) this.collect(primed[1]!);
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

/** The message of `text` when it is the English of an interface message, else undefined. */
export function englishMessage(english: ReturnType<typeof englishOf>, text: string): string | undefined {
  return english.exact.has(text) ? text : english.patterns.find((p) => text.includes(p.words) && p.pattern.test(text))?.message;
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Complete catalogs (docs/decisions/108): every message of the English source catalog has a translation in
 * Kinyarwanda and French, with the same placeholders, and no catalog has a message English lacks —
 * for the store's catalog (src/locales) and the back office's (src/admin/locales, decision 113).
 * `npm run i18n:extract` writes en/messages.po from the code, so a new text without translations
 * fails here (and `npm run i18n:compile` and the build fail too: lingui.config.ts has no fallback
 * locale, so a missing rw/fr message is never filled from English).
 */
const CATALOGS = {
  store: path.resolve(import.meta.dirname, '../../locales'),
  admin: path.resolve(import.meta.dirname, '../../admin/locales'),
};

/**
 * msgid → msgstr of a PO file (Lingui writes one-line strings; continuation lines are joined). A
 * message with a context (msgctxt) is keyed `context|msgid`: the same English may be translated
 * differently in two contexts (an order's "Cancelled" and a booking's).
 */
function readPo(dir: string, locale: string): Map<string, string> {
  const lines = fs.readFileSync(path.join(dir, locale, 'messages.po'), 'utf8').split('\n');
  const entries = new Map<string, string>();
  let key: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  let context = '';
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(context ? `${context}|${id}` : id, str);
    context = '';
    id = '';
    str = '';
  };
  for (const line of lines) {
    if (line.startsWith('msgctxt ')) {
      flush();
      key = 'msgctxt';
      context = JSON.parse(line.slice(8)) as string;
    } else if (line.startsWith('msgid ')) {
      if (key !== 'msgctxt') flush();
      key = 'msgid';
      id = JSON.parse(line.slice(6)) as string;
    } else if (line.startsWith('msgstr ')) {
      key = 'msgstr';
      str = JSON.parse(line.slice(7)) as string;
    } else if (line.startsWith('"') && key) {
      if (key === 'msgctxt') context += JSON.parse(line) as string;
      else if (key === 'msgid') id += JSON.parse(line) as string;
      else str += JSON.parse(line) as string;
    }
  }
  flush();
  return entries;
}

/**
 * Keys of the back office's English catalog that come from code the store shares with it
 * (components/, lib/: an origin outside src/admin). Only those must read as the store reads them;
 * the same English written for the owner (an order "Refunded", "No orders yet") may be translated
 * for its own reader.
 */
function sharedWithStore(dir: string): Set<string> {
  const shared = new Set<string>();
  let fromStoreCode = false;
  let context = '';
  for (const line of fs.readFileSync(path.join(dir, 'en', 'messages.po'), 'utf8').split('\n')) {
    if (line.startsWith('#: '))
      fromStoreCode ||= line
        .slice(3)
        .split(' ')
        .some((origin) => !origin.startsWith('src/admin/'));
    else if (line.startsWith('msgctxt ')) context = JSON.parse(line.slice(8)) as string;
    else if (line.startsWith('msgid ')) {
      const id = JSON.parse(line.slice(6)) as string;
      if (id && fromStoreCode) shared.add(context ? `${context}|${id}` : id);
      fromStoreCode = false;
      context = '';
    }
  }
  return shared;
}

/** The argument names of an ICU message ({name}, {count, plural, …}), sorted. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\s*[,}])/g)].map((m) => m[1]))].sort();

/** The message of a `context|msgid` key, for comparing placeholders. */
const messageOf = (key: string) => key.slice(key.indexOf('|') + 1);
/** The element tags of a message (<0>, </0>, <1/>), sorted. */
const tags = (message: string) => [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]).sort();

/** The completeness checks of one catalog, against its English source. */
function checkCatalog(name: keyof typeof CATALOGS) {
  const english = readPo(CATALOGS[name], 'en');
  for (const locale of ['rw', 'fr']) {
    it(`has every English message of the ${name} catalog translated in ${locale}, with the same placeholders and tags`, () => {
      const catalog = readPo(CATALOGS[name], locale);
      const missing = [...english.keys()].filter((id) => !catalog.get(id)?.trim());
      expect(missing, `untranslated in ${locale}`).toEqual([]);
      const extra = [...catalog.keys()].filter((id) => !english.has(id));
      expect(extra, `in ${locale} but not in English`).toEqual([]);
      const wrong = [...english.keys()].filter((id) => placeholders(messageOf(id)).join() !== placeholders(catalog.get(id) ?? '').join());
      expect(wrong, `placeholders differ in ${locale}`).toEqual([]);
      const badTags = [...english.keys()].filter((id) => tags(messageOf(id)).join() !== tags(catalog.get(id) ?? '').join());
      expect(badTags, `tags differ in ${locale}`).toEqual([]);
    });
  }
}

describe('message catalogs (docs/decisions/108)', () => {
  it('has the storefront texts in the English source catalog', () => {
    const english = readPo(CATALOGS.store, 'en');
    expect(english.size).toBeGreaterThan(200);
    expect(english.has('Your cart')).toBe(true);
  });
  checkCatalog('store');
});

describe('the back office catalog (docs/decisions/113)', () => {
  const admin = readPo(CATALOGS.admin, 'en');
  const store = readPo(CATALOGS.store, 'en');

  it('has the back office texts, and no storefront-only text', () => {
    expect(admin.size).toBeGreaterThan(300);
    for (const id of ['Dashboard', 'Record payment', 'order status|Cancelled', 'payment status|Paid', 'booking status|No-show']) expect(admin.has(id), id).toBe(true);
    expect(admin.has('Your cart')).toBe(false);
    // The back office's own texts are not in the store's catalog (store visitors never download them).
    expect(store.has('Record payment')).toBe(false);
  });

  checkCatalog('admin');

  for (const locale of ['rw', 'fr']) {
    it(`translates the store components the back office shows as the store does, in ${locale}`, () => {
      const storeCatalog = readPo(CATALOGS.store, locale);
      const adminCatalog = readPo(CATALOGS.admin, locale);
      const differ = [...sharedWithStore(CATALOGS.admin)].filter((id) => store.has(id) && storeCatalog.get(id) !== adminCatalog.get(id));
      expect(differ, `shared messages translated differently in ${locale}`).toEqual([]);
    });
  }
});

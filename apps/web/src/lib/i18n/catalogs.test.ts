import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Complete catalogs (issue 17): every message of the English source catalog has a translation in
 * Kinyarwanda and French, with the same placeholders, and no catalog has a message English lacks.
 * `npm run i18n:extract` writes en/messages.po from the code, so a new text without translations
 * fails here (and the build fails too: @lingui/vite-plugin with failOnMissing).
 */
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

/** msgid → msgstr of a PO file (Lingui writes one-line strings; continuation lines are joined). */
function readPo(locale: string): Map<string, string> {
  const lines = fs.readFileSync(path.join(LOCALES_DIR, locale, 'messages.po'), 'utf8').split('\n');
  const entries = new Map<string, string>();
  let key: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of lines) {
    if (line.startsWith('msgid ')) {
      flush();
      key = 'msgid';
      id = JSON.parse(line.slice(6)) as string;
    } else if (line.startsWith('msgstr ')) {
      key = 'msgstr';
      str = JSON.parse(line.slice(7)) as string;
    } else if (line.startsWith('"') && key) {
      if (key === 'msgid') id += JSON.parse(line) as string;
      else str += JSON.parse(line) as string;
    }
  }
  flush();
  return entries;
}

/** The argument names of an ICU message ({name}, {count, plural, …}), sorted. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\s*[,}])/g)].map((m) => m[1]))].sort();

describe('message catalogs (issue 17)', () => {
  const english = readPo('en');

  it('has the storefront texts in the English source catalog', () => {
    expect(english.size).toBeGreaterThan(200);
    expect(english.has('Your cart')).toBe(true);
  });

  for (const locale of ['rw', 'fr']) {
    it(`has every English message translated in ${locale}, with the same placeholders`, () => {
      const catalog = readPo(locale);
      const missing = [...english.keys()].filter((id) => !catalog.get(id)?.trim());
      expect(missing, `untranslated in ${locale}`).toEqual([]);
      const extra = [...catalog.keys()].filter((id) => !english.has(id));
      expect(extra, `in ${locale} but not in English`).toEqual([]);
      const wrong = [...english.keys()].filter((id) => placeholders(id).join() !== placeholders(catalog.get(id) ?? '').join());
      expect(wrong, `placeholders differ in ${locale}`).toEqual([]);
    });
  }
});
